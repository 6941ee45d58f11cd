// Roles and the groups the spec's guard table (§6) repeats. Every other file of the policy builds
// on these names, so a typo in a role fails to compile instead of silently denying someone.

export const ROLES = [
  'Admin',
  'SuperAdmin',
  'RealstateAdmin',
  'RealstateUser',
  'RealstateVendor',
  'PreapprovalUser',
  'NewsUser',
] as const;

export type RoleName = (typeof ROLES)[number];

/** What the policy needs to know about a person. role = first role (null if none). status = the profile's status flag. */
export interface AccessSubject {
  role: RoleName | null;
  permissions: readonly string[];
  status: boolean;
}

/** Who may use something: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | RoleName[];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles limited to the records of their agencies and linked projects (ARCHITECTURE §5). */
export const AGENCY_SCOPED_ROLES: readonly RoleName[] = [
  'RealstateAdmin',
  'RealstateUser',
  'RealstateVendor',
];

export function isAgencyScoped(subject: AccessSubject | null): boolean {
  return subject?.role != null && AGENCY_SCOPED_ROLES.includes(subject.role);
}

// The role sets of spec §6, named after the rows that use them. Fresh arrays per group so that no
// consumer can widen another group by mutating a shared one.
export const groups = {
  /** /home: anyone except PreapprovalUser (a user without a role is not "anyone"). */
  home: (): RoleName[] => ROLES.filter((role) => role !== 'PreapprovalUser'),
  /** users routes; project create/edit/audits; quotation audits; plans. */
  managers: (): RoleName[] => ['Admin', 'RealstateAdmin', 'RealstateVendor'],
  admin: (): RoleName[] => ['Admin'],
  /** "those four roles": projects, properties, sales, business. */
  sales: (): RoleName[] => ['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor'],
  preapprovalList: (): RoleName[] => [
    'Admin',
    'PreapprovalUser',
    'RealstateAdmin',
    'RealstateUser',
    'RealstateVendor',
  ],
  preapprovalDetail: (): RoleName[] => ['Admin', 'PreapprovalUser'],
  /** news create and details. */
  newsEditors: (): RoleName[] => ['Admin', 'SuperAdmin', 'NewsUser'],
  contactsMain: (): RoleName[] => [
    'Admin',
    'SuperAdmin',
    'NewsUser',
    'RealstateAdmin',
    'RealstateVendor',
  ],
  /** newsletter, enterprise, form-section, form-home-section contacts. */
  contactsOther: (): RoleName[] => ['Admin', 'SuperAdmin', 'NewsUser'],
  comments: (): RoleName[] => ['Admin', 'SuperAdmin'],
};

/**
 * The one decision every guard makes. `statusFlagOnly` encodes the spec's "check applies only when
 * the profile status flag is set": with the flag off, the role check is skipped and any signed-in
 * user passes.
 */
export function allows(
  access: Access,
  subject: AccessSubject | null,
  statusFlagOnly = false,
): boolean {
  if (access === 'public') return true;
  if (!subject) return false;
  if (access === 'authenticated') return true;
  if (statusFlagOnly && !subject.status) return true;
  return subject.role !== null && access.includes(subject.role);
}
