import {
  DEFAULT_NOTIFICATION_METHOD,
  countryCodes,
  type NotificationMethod,
} from '@encore/contracts';
import { useState } from 'react';
import { formatPhoneInput, toSavedPhoneNumber, validatePhone } from '../lib/phone';

export type CountryCode = (typeof countryCodes)[number];

export interface ContactChoice {
  method: NotificationMethod;
  setMethod: (method: NotificationMethod) => void;
  countryCode: CountryCode;
  setCountryCode: (code: CountryCode) => void;
  phone: string;
  /** Takes what was typed or pasted; keeps the formatted digits and clears the error. */
  typePhone: (input: string) => void;
  phoneError: string | null;
  /**
   * For the phone method: the number as saved ('+44-20-794-6000'), or null after showing why
   * it is not valid (spec §5).
   */
  checkPhone: () => string | null;
}

/**
 * How a waiting user wants to hear that their spot is ready (spec §2.3, §2.7, §5): email (the
 * default) or WhatsApp/SMS with a country code and a 3-3-4 number. Both generations' waiting
 * lists keep this state; what they do on submit differs.
 */
export function useContactChoice(): ContactChoice {
  const [method, setMethod] = useState<NotificationMethod>(DEFAULT_NOTIFICATION_METHOD);
  const [countryCode, setCountryCode] = useState<CountryCode>(countryCodes[0]);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);

  return {
    method,
    setMethod,
    countryCode,
    setCountryCode,
    phone,
    typePhone(input) {
      setPhone(formatPhoneInput(input));
      setPhoneError(null);
    },
    phoneError,
    checkPhone() {
      const error = validatePhone(countryCode, phone);
      const saved = toSavedPhoneNumber(countryCode, phone);
      if (error !== null || saved === null) {
        setPhoneError(error);
        return null;
      }
      return saved;
    },
  };
}
