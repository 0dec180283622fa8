/**
 * "€1.870": euros the Italian way, with the thousands dot from four digits up.
 * Written by hand rather than with Intl so the prerendered HTML and the browser
 * print the same text whatever their ICU data (some group 4-digit numbers, some not).
 */
export function formatEuro(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const [integerPart = '0', decimals] = rounded.toFixed(Number.isInteger(rounded) ? 0 : 2).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals ? `€${grouped},${decimals}` : `€${grouped}`;
}
