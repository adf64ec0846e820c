import { AVATAR_COUNT } from '@caravan/contract';

/** The avatar index to draw: "1"…"12" from localuser!get; anything else is the first. */
export function avatarIndex(avatar: string | number | null | undefined): number {
  const index = Number(avatar);
  return Number.isInteger(index) && index >= 1 && index <= AVATAR_COUNT ? index : 1;
}
