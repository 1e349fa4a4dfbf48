/** Operators' roles as stored (comma-separated) and as the role matrix reads them. */
import {
  isOperatorRole,
  PERMISSION_NAMES,
  rolesAllow,
  type OperatorRole,
  type OperatorView,
} from '../../../../contract/ops';
import type { OperatorsTable } from './tables';

export const parseRoles = (stored: string): OperatorRole[] =>
  stored.split(',').filter(isOperatorRole);

/** `finance` or `finance,support` from what the CLI was given; null when any is unknown. */
export function readRolesArgument(text: string): OperatorRole[] | null {
  const parts = text
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0 || !parts.every(isOperatorRole)) return null;
  return [...new Set(parts)] as OperatorRole[];
}

export function operatorView(
  o: Pick<OperatorsTable, 'id' | 'email' | 'name' | 'roles'>,
): OperatorView {
  const roles = parseRoles(o.roles);
  return {
    id: o.id,
    email: o.email,
    name: o.name,
    roles,
    permissions: PERMISSION_NAMES.filter((p) => rolesAllow(roles, p)),
  };
}
