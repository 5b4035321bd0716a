import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../../../lib/runtime-config';
import { defaultOperator, productFacts, type LegalFacts } from '../legal-facts';

/** The facts the legal pages state: the product's, and the operator's from the server's config. */
export function useLegalFacts(): LegalFacts {
  const { data } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: () => loadRuntimeConfig(),
    staleTime: Infinity,
  });
  return { ...productFacts, ...(data?.legal ?? defaultOperator) };
}
