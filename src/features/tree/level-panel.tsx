import { useEffect } from 'react';
import type { TreeMember } from '@contract/tree';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { translate } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { LevelTabs, panelId, tabId } from './level-tabs';
import { MemberTable } from './member-table';
import { treeMessages } from './messages';
import { Pager } from './pager';
import { levelTabs, readLevelPage } from './tree-adapter';
import type { TreeLoad } from './use-tree-page';

/** Level tabs and the selected level's page of members. */
export function LevelPanel({
  load,
  level,
  page,
  onSelect,
  onRetry,
  onOpen,
}: {
  load: Extract<TreeLoad, { kind: 'ready' }>;
  level: number;
  page: number;
  onSelect: (level: number, page: number) => void;
  onRetry: () => void;
  onOpen: (member: TreeMember) => void;
}) {
  const t = useT(treeMessages);
  const tabs = levelTabs(load.tree);
  const failed = load.pageError !== null;
  useEffect(() => {
    // Spec section 8: a level that fails to load is also reported by an alert.
    if (failed) window.alert(translate(treeMessages, 'detailsFailedAlert'));
  }, [failed]);
  const levelPage = readLevelPage(load.tree, level, page);

  return (
    <Card>
      <LevelTabs
        tabs={tabs}
        selected={level}
        onSelect={(next) => {
          if (next !== level) onSelect(next, 1);
        }}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(level)} className="pt-4">
        {load.pending ? (
          <StatusMessage kind="loading">{t('loadingMembers')}</StatusMessage>
        ) : failed ? (
          <StatusMessage
            kind="error"
            action={
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            }
          >
            {t('detailsFailed')}
          </StatusMessage>
        ) : levelPage.rows.length === 0 ? (
          <StatusMessage kind="empty">{t('noMembersOnLevel')}</StatusMessage>
        ) : (
          <>
            <MemberTable
              rows={levelPage.rows}
              offset={levelPage.offset}
              level={level}
              onOpen={onOpen}
            />
            <Pager
              page={levelPage.page}
              pageCount={levelPage.pageCount}
              total={levelPage.total}
              offset={levelPage.offset}
              shown={levelPage.rows.length}
              onPage={(next) => {
                onSelect(level, next);
              }}
            />
          </>
        )}
      </div>
    </Card>
  );
}
