import { useLocation } from 'react-router';
import { avatarParam } from '../../../lib/promote-links';

/**
 * The query the promotion site's own links carry: the avatar the storefront passed in. The language
 * needs none: `?lang=` switched and stored it on arrival (AppEffects), and every page reads it there.
 */
export function usePromoteSearch(): { avatar: number | undefined; search: string } {
  const avatar = avatarParam(useLocation().search);
  return { avatar, search: avatar === undefined ? '' : `?avatar=${avatar}` };
}
