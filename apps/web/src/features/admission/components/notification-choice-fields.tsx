import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { CountryCode } from '../hooks/use-contact-choice';
import type { NotificationForm } from '../hooks/use-notification-choice-form';
import { MethodOptions } from './method-options';
import { PhoneFields } from './phone-fields';

interface NotificationChoiceFieldsProps {
  form: NotificationForm;
  /** The country codes offered; all 30 unless given. */
  codes?: readonly CountryCode[];
  className?: string;
}

/** Both waiting lists' form: Email or WhatsApp/SMS, the phone fields, 'NOTIFY ME WHEN READY'. */
export function NotificationChoiceFields({
  form,
  codes,
  className,
}: NotificationChoiceFieldsProps) {
  return (
    <form className={className} onSubmit={form.submit} noValidate>
      <div className="flex flex-col gap-5">
        <MethodOptions
          value={form.method}
          onChange={form.setMethod}
          email={form.email}
          disabled={form.saving}
        />
        {form.method === 'phone' && (
          <PhoneFields
            codes={codes}
            countryCode={form.countryCode}
            onCountryCodeChange={form.setCountryCode}
            phone={form.phone}
            onPhoneChange={form.typePhone}
            error={form.phoneError}
            disabled={form.saving}
          />
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full tracking-wide"
          disabled={form.saving}
          aria-busy={form.saving}
        >
          <Bell aria-hidden="true" />
          {form.saving ? 'SAVING...' : 'NOTIFY ME WHEN READY'}
        </Button>
      </div>
    </form>
  );
}
