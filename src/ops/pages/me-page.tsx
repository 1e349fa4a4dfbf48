/** The operator's own page: who they are, their roles, and the role matrix the server checks. */
import { OPERATOR_ROLES, PERMISSION_NAMES } from '@contract/ops';
import { useT } from '@/i18n/language-context';
import { PageTitle } from '../components/page-title';
import { opsMessages } from '../messages';
import { useMe } from '../session';

export default function MePage() {
  const t = useT(opsMessages);
  const { operator, matrix } = useMe();
  return (
    <>
      <PageTitle>{t('meTitle')}</PageTitle>
      <section className="mb-6 rounded-card border border-line bg-surface-raised p-5 shadow-card">
        <p className="font-semibold">{operator.name}</p>
        <p dir="ltr" className="text-start text-sm text-ink-muted">
          {operator.email}
        </p>
        <h2 className="mt-3 text-base font-semibold">{t('myRoles')}</h2>
        <ul className="flex flex-wrap gap-2">
          {operator.roles.map((r) => (
            <li key={r} className="rounded-pill bg-surface-alt px-3 py-1 text-sm">
              {t('role', { role: r })}
            </li>
          ))}
        </ul>
      </section>
      <div
        className="relative overflow-x-auto rounded-card border border-line"
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby="matrix-caption"
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption id="matrix-caption" className="p-3 text-start">
            <span className="block text-lg font-semibold">{t('matrixTitle')}</span>
            <span className="block text-ink-muted">{t('matrixCaption')}</span>
          </caption>
          <thead className="bg-surface-alt">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('permissionCol')}
              </th>
              {OPERATOR_ROLES.map((r) => (
                <th
                  key={r}
                  scope="col"
                  className={`px-3 py-2 text-center ${operator.roles.includes(r) ? 'text-brand-700 dark:text-brand-300' : ''}`}
                >
                  {t('role', { role: r })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSION_NAMES.map((p) => (
              <tr key={p} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {t('permission', { p: p.replace('.', '_') })}{' '}
                  <code dir="ltr" className="text-xs text-ink-muted">
                    {p}
                  </code>
                </th>
                {OPERATOR_ROLES.map((r) => {
                  const yes = r === 'admin' || (matrix[p] as readonly string[]).includes(r);
                  return (
                    <td key={r} className="px-3 py-2 text-center">
                      <span aria-hidden="true">{yes ? '✓' : '–'}</span>
                      <span className="sr-only">{yes ? t('yes') : t('no')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
