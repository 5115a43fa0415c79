/** Money as the title prints it: `currency` is a symbol ("$", "£") or a pattern with %s / %d ("%s ƒ"). */
export function formatMoney(amount: number, currency: string): string {
  if (/%[sd]/.test(currency)) return currency.replace(/%[sd]/, String(amount));
  return currency.length <= 2 ? `${currency}${amount}` : `${amount} ${currency}`;
}
