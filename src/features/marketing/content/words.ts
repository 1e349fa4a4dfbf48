import type { LucideIcon } from 'lucide-react';
import { translate, type Catalogue, type Namespace } from '@/i18n/catalogue';

/**
 * Content lists (services, tiles, FAQs) keep their shape, with getters that read the catalogue in
 * the active language each time they are read: a component renders `tile.title` in the page's
 * language, and tests keep reading the English source from the same objects.
 */

/** The ids of a catalogue that come with a `${id}Text` message. */
export type TitledId<C extends Catalogue> = {
  [K in keyof C & string]: `${K}Text` extends keyof C ? K : never;
}[keyof C & string];

export interface Tile {
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
}

/** A titled tile: its title is message `id`, its description `${id}Text`. */
export function tile<C extends Catalogue>(
  namespace: Namespace<C>,
  id: TitledId<C>,
  icon: LucideIcon,
): Tile {
  return {
    icon,
    get title() {
      return translate(namespace, id);
    },
    get description() {
      return translate(namespace, `${id}Text`);
    },
  };
}
