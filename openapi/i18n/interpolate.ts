/**
 * Fills `%{name}` placeholders (the react-admin and i18next convention used by every dictionary here),
 * for code outside React such as the server's error details.
 */
export function interpolate(template: string, args: Record<string, unknown> = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}
