// Amounts as every screen shows them. No zod here: the public pages and the server both format with it.

/** An order amount in the currency's minor unit (paise) as the page shows it: ₹99, or ₹99.50. */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: minorUnits % 100 === 0 ? 0 : 2,
  }).format(minorUnits / 100);
}
