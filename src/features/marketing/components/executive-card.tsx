import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { teamMessages } from '../messages/team/messages';
import type { TeamMember } from '../content/team';
import { FallbackImage } from './fallback-image';

export function ExecutiveCard({ member, onOpen }: { member: TeamMember; onOpen: () => void }) {
  const t = useT(teamMessages);
  return (
    <article className="flex h-full flex-col items-center rounded-card border border-line bg-surface-raised p-6 text-center shadow-card">
      <FallbackImage
        src={member.image}
        alt={t('portraitOf', { name: member.name })}
        width={160}
        height={160}
        className="size-36 rounded-full"
      />
      <p className="mt-4 text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-700 uppercase dark:text-sand-300">
        {member.role}
      </p>
      <h3 className="mt-1 text-lg font-semibold">{member.name}</h3>
      <p className="text-sm text-ink-muted">{member.title}</p>
      <p className="mt-3 flex-1 text-sm text-ink-muted">{member.summary}</p>
      <Button
        variant="secondary"
        className="mt-5"
        onClick={onOpen}
        aria-label={t('readMoreOf', { name: member.name })}
      >
        {t('readMore')}
      </Button>
    </article>
  );
}
