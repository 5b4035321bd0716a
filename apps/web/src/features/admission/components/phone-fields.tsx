import { countryCodes } from '@encore/contracts';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { CountryCode } from '../hooks/use-contact-choice';
import { PHONE_MAX_LENGTH, PHONE_PLACEHOLDER } from '../lib/phone';

interface PhoneFieldsProps {
  countryCode: CountryCode;
  onCountryCodeChange: (code: CountryCode) => void;
  phone: string;
  onPhoneChange: (input: string) => void;
  error: string | null;
  disabled?: boolean;
  /** The codes offered, default first; all 30 of spec §3 unless given. */
  codes?: readonly CountryCode[];
}

/** Country code (spec §3's 30, default +1, or the given few) and the 3-3-4 phone number. */
export function PhoneFields({
  countryCode,
  onCountryCodeChange,
  phone,
  onPhoneChange,
  error,
  disabled,
  codes = countryCodes,
}: PhoneFieldsProps) {
  const codeId = useId();
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div className="flex w-28 shrink-0 flex-col gap-2">
          <Label htmlFor={codeId}>Country code</Label>
          <div className="relative">
            <select
              id={codeId}
              value={countryCode}
              disabled={disabled}
              onChange={(event) => {
                const code = codes.find((offered) => offered === event.target.value);
                if (code !== undefined) onCountryCodeChange(code);
              }}
              className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-input bg-muted/60 pr-8 pl-3.5 text-base text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 sm:text-sm"
            >
              {codes.map((code) => (
                <option key={code} value={code} className="bg-card">
                  {code}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={phoneId}>Phone number</Label>
          <Input
            id={phoneId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PHONE_PLACEHOLDER}
            maxLength={PHONE_MAX_LENGTH}
            value={phone}
            disabled={disabled}
            onChange={(event) => onPhoneChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <p id={hintId} className="text-xs leading-5 text-muted-foreground">
        We&apos;ll send you updates via WhatsApp or SMS when your spot is ready
      </p>
    </div>
  );
}
