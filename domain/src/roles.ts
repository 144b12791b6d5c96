// The three roles a signed-in user can hold; stored as the `role` custom claim, set only by server code.
export const Roles = ['author', 'reviewer', 'admin'] as const;
export type Role = (typeof Roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (Roles as readonly string[]).includes(value);
}
