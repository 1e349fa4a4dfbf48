/**
 * The founder and executive team (DECISIONS 20: fictional people, illustrated portraits). Their
 * words are in the team catalogue (`${key}Name`, `Role`, `Title`, `Summary`, `Text`), read in the
 * active language each time they are read.
 */
import { translate } from '@/i18n/catalogue';
import { teamMessages } from '../messages/team/messages';

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  /** Short role, e.g. COO. */
  readonly role: string;
  /** Full title. */
  readonly title: string;
  readonly image: string;
  /** One or two sentences for the card. */
  readonly summary: string;
  readonly description: string;
}

type Key = 'founder' | 'coo' | 'cmo' | 'cto';

const member = (key: Key): TeamMember => ({
  id: key,
  image: `/images/marketing/portrait-${key}.svg`,
  get name() {
    return translate(teamMessages, `${key}Name`);
  },
  get role() {
    return translate(teamMessages, `${key}Role`);
  },
  get title() {
    return translate(teamMessages, `${key}Title`);
  },
  get summary() {
    return translate(teamMessages, `${key}Summary`);
  },
  get description() {
    return translate(teamMessages, `${key}Text`);
  },
});

export const founder: TeamMember = member('founder');

export const executives: readonly TeamMember[] = [member('coo'), member('cmo'), member('cto')];
