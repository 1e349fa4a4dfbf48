import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { teamMessages } from '../messages/team/messages';
import type { TeamMember } from '../content/team';
import { FallbackImage } from './fallback-image';

/** Read More: photo, title, name and description; a Close button (and the x, and Escape). */
export function TeamModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const t = useT(teamMessages);
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={member?.name ?? ''}
      closeLabel={t('closeDialog')}
    >
      {member && (
        <div className="space-y-4">
          <div className="flex items-center gap-4">
            <FallbackImage
              src={member.image}
              alt={t('portraitOf', { name: member.name })}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-full"
            />
            <div>
              <p className="text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-700 uppercase dark:text-sand-300">
                {member.role}
              </p>
              <p className="font-semibold">{member.title}</p>
            </div>
          </div>
          <p className="text-ink-muted">{member.description}</p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
