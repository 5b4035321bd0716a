import { Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';

/**
 * 'Delete your store' as the screen switcher shows it (spec §2.6): a static warning. No call
 * deletes a store, so its button does nothing and says so.
 */
export function DeleteStoreCard() {
  return (
    <Card className="border-destructive/40 bg-destructive/5">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Delete your store
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Deleting your store is permanent. Your storefront, its products and its link are removed
          and cannot be restored.
        </p>
        <Button variant="destructive" className="w-full sm:w-fit" disabled>
          <Trash2 aria-hidden="true" />
          Delete store
        </Button>
      </CardContent>
    </Card>
  );
}
