import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { TreeMember } from '@contract/tree';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { resetTreeState } from '@/features/auth/auth-slice';
import { StatusMessage } from '@/components/ui/status-message';
import { displayName } from '@/lib/format';
import { CopyLinkButton } from './copy-link-button';
import { readHistory, trailTo, writeHistory, type Visit } from './history';
import { LevelPanel } from './level-panel';
import { MemberDialog } from './member-dialog';
import { TreeBreadcrumb } from './tree-breadcrumb';
import { TreeHeader } from './tree-header';
import { SessionExpired, TreeEmpty, TreeError } from './tree-states';
import { levelTabs } from './tree-adapter';
import { useLoadToast } from '@/lib/use-load-toast';
import { useT } from '@/i18n/language-context';
import { withActiveLanguage } from '@/i18n/with-language';
import { treeMessages } from './messages';
import { useTreePage } from './use-tree-page';

// Sharing the link and its figures (issue 31) come after the tree, in their own chunk.
const ShareSection = lazy(() =>
  withActiveLanguage(import('./share/share-section')).then((m) => ({ default: m.ShareSection })),
);

/** One member's tree (the signed-in member's own when `targetId` is null). */
export function TreeScreen({ targetId, title }: { targetId: string | null; title: string }) {
  const t = useT(treeMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [sel, setSel] = useState({ level: 1, page: 1 });
  const [nonce, setNonce] = useState(0);
  const [member, setMember] = useState<TreeMember | null>(null);
  const [stored] = useState<Visit[]>(readHistory);
  const load = useTreePage(targetId, sel.level, sel.page, nonce);
  useLoadToast(
    'referral-tree',
    { loading: load.kind === 'loading', error: load.kind === 'failed' ? load.message : null },
    t('loading'),
  );

  const ownerName = load.kind === 'ready' ? displayName(load.tree.user) : '';
  const trail = useMemo(() => trailTo(stored, targetId, ownerName), [stored, targetId, ownerName]);
  useEffect(() => {
    writeHistory(trail);
  }, [trail]);

  const goTo = (id: string | null) => {
    dispatch(resetTreeState());
    void navigate(id ? paths.userTree.getHref(id) : paths.tree.path);
  };
  const openTree = (m: TreeMember) => {
    writeHistory([...trail, { id: m.id, name: m.name || m.username }]);
    setMember(null);
    goTo(m.id);
  };
  const back = () => {
    if (trail.length > 0) goTo(trail[trail.length - 2]?.id ?? null);
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.profile.path);
  };
  const reload = () => {
    setNonce((n) => n + 1);
  };

  return (
    <>
      <div className="mb-4 flex items-center gap-3">
        <button
          type="button"
          onClick={back}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-pill border border-line px-3 text-sm font-semibold hover:bg-surface-alt"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('back')}
        </button>
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
      </div>
      <TreeBreadcrumb trail={trail} onGo={goTo} />
      {load.kind === 'expired' && <SessionExpired />}
      {load.kind === 'loading' && <StatusMessage kind="loading">{t('loading')}</StatusMessage>}
      {load.kind === 'failed' && (
        <TreeError
          message={load.message}
          onRetry={() => {
            dispatch(resetTreeState());
            reload();
          }}
          onMainTree={() => {
            writeHistory([]);
            goTo(null);
          }}
        />
      )}
      {load.kind === 'ready' && (
        <div className="flex flex-col gap-6">
          <TreeHeader tree={load.tree} actions={<CopyLinkButton />} />
          <Suspense fallback={null}>{targetId === null && <ShareSection />}</Suspense>
          {levelTabs(load.tree).length === 0 ? (
            <TreeEmpty onRefresh={reload} />
          ) : (
            <LevelPanel
              load={load}
              level={sel.level}
              page={sel.page}
              onSelect={(level, page) => {
                setSel({ level, page });
              }}
              onRetry={reload}
              onOpen={setMember}
            />
          )}
        </div>
      )}
      <MemberDialog
        member={member}
        onClose={() => {
          setMember(null);
        }}
        onOpenTree={openTree}
      />
    </>
  );
}
