import type { TemplateRole } from '../../../schemas/page/contract'

/**
 * Every template's role as its contract declares it, read from the contracts' role modules
 * (`schemas/page/templates/<componentType>.role.ts`) rather than from the contracts: the frame
 * and navigation ask it on every page, and the contracts carry the page schemas, which never
 * load with the landing. templateRole.test.ts checks it against every contract.
 */
const roles = new Map(
  Object.entries(import.meta.glob<TemplateRole>('../../../schemas/page/templates/*.role.ts', { eager: true, import: 'role' })).map(([path, role]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.role.ts'.length),
    role,
  ]),
)

const ORDINARY: TemplateRole = {}

/** The role of a componentType's template; an ordinary page's (no role) for one without or unknown. */
export function roleOf(componentType: string | undefined): TemplateRole {
  return (componentType === undefined ? undefined : roles.get(componentType)) ?? ORDINARY
}
