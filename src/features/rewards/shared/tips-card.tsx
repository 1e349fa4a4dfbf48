import { Lightbulb } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';
import { SectionCard } from './section-card';

/** The static tips of a reward screen. */
export function TipsCard({ title, tips }: { title?: string; tips: readonly string[] }) {
  const t = useT(rewardsMessages);
  return (
    <SectionCard title={title ?? t('tips')} icon={Lightbulb}>
      <ul className="space-y-2 text-sm">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sand-500" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
