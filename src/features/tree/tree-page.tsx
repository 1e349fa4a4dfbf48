import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/components/ui/use-page-title';
import { useT } from '@/i18n/language-context';
import { userIdOf } from '@/lib/session';
import { treeMessages } from './messages';
import { AuthRequired } from './tree-states';
import { TreeScreen } from './tree-screen';

/** The referral tree: /tree (own) and /user-tree/:userId (a downline member's). */
export default function TreePage() {
  const { userId } = useParams();
  const target = userId ?? null;
  const t = useT(treeMessages);
  const title = target ? t('titleOther') : t('titleOwn');
  usePageTitle(title);
  // DECISIONS 7: a session whose stored user has no id cannot load a tree.
  const hasUserId = useAppSelector((s) => userIdOf(s.auth.user) !== null);
  return (
    <main id="main" className="mx-auto max-w-content px-4 sm:px-6 py-8 sm:py-10">
      {hasUserId ? (
        // A new target starts a fresh screen: level 1, page 1, its own load.
        <TreeScreen key={target ?? 'me'} targetId={target} title={title} />
      ) : (
        <>
          <h1 className="mb-6 text-xl font-bold sm:text-2xl">{title}</h1>
          <AuthRequired />
        </>
      )}
    </main>
  );
}
