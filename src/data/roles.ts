/**
 * Whether the signed-in member may make a call: a platform call names the staff roles that may (the contract's
 * `staff`; the member's role is react-admin's permissions in the platform console), so the console offers it to them
 * only; every other call is open to whoever signed in. The server checks the role again on every call.
 */
export function mayCall(call: { staff?: readonly string[] } | undefined, role: unknown): boolean {
  if (!call) return false;
  return call.staff === undefined || (typeof role === 'string' && call.staff.includes(role));
}
