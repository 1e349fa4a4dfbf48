import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** A titled dashboard panel: a section landmark named by its heading. */
export function SectionCard({
  title,
  icon: Icon,
  actions,
  className = '',
  children,
}: {
  title: string;
  icon?: LucideIcon;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`h-full ${className}`}>
      <Card className="h-full">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
            {Icon && (
              <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
            )}
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </Card>
    </section>
  );
}
