import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';

/**
 * The pending list's type as the player knows it: tipoField is the method's Name without
 * 'Prelievo_' (docs/decisions.md, withdrawals), so the method 'Prelievo_' + tipoField gives its
 * NameLong; an unknown or unlisted method (or the methods not read) shows tipoField as it came.
 */
export function withdrawalTypeName(tipoField: string, methods: readonly PaymentMethod[] | undefined): string {
  const name = `Prelievo_${tipoField}`.toLowerCase();
  return methods?.find((method) => method.Name.toLowerCase() === name)?.NameLong || tipoField;
}
