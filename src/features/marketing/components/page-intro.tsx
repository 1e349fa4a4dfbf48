import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';

/** The top band of an inner page: breadcrumb, the page's h1 and a lead paragraph. */
export function PageIntro({
  crumbs,
  title,
  lead,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface">
      <div className="mx-auto max-w-content px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-14">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-5 text-2xl font-bold text-balance sm:text-3xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-ink-muted">{lead}</p>}
      </div>
    </div>
  );
}
