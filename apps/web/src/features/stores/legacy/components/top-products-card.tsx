import type { TopProduct } from '@encore/contracts';
import { Coffee, Image, Package, ShoppingBag, Shirt, Trophy, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { formatCount, formatMoney } from '../../lib/format-figures';

const kindIcons: Record<string, LucideIcon> = {
  tee: Shirt,
  hoodie: Shirt,
  poster: Image,
  mug: Coffee,
  tote: ShoppingBag,
};

/**
 * 'Top products' (spec §2.6): the store's best sellers over all paid orders, most units first,
 * with units sold and what they brought in. Before the first sale it says so.
 */
export function TopProductsCard({
  products,
  currency,
}: {
  products: readonly TopProduct[];
  currency: string;
}) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden="true" className="size-4 text-primary" />
          Top products
        </CardTitle>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No sales yet. Your best sellers will show here.
          </p>
        ) : (
          <ol aria-label="Top products" className="flex flex-col gap-3">
            {products.map((product, index) => {
              const Icon = kindIcons[product.kind] ?? Package;
              const units = formatCount(product.quantity);
              return (
                <li key={`${product.kind}:${product.title}`} className="flex items-center gap-3">
                  <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                    <span className="absolute -top-1.5 -left-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-[0.65rem] font-bold text-primary-foreground">
                      {index + 1}
                    </span>
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{product.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {units} {product.quantity === 1 ? 'unit' : 'units'} sold
                    </p>
                  </div>
                  <span className="text-sm font-semibold tabular-nums">
                    {formatMoney(product.revenueCents, currency)}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
