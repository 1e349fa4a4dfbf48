import { Lightbulb } from 'lucide-react';
import { SectionCard } from './section-card';

/** The static tips of a reward screen. */
export function TipsCard({ title = 'Tips', tips }: { title?: string; tips: readonly string[] }) {
  return (
    <SectionCard title={title} icon={Lightbulb}>
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
