import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

// Icons that point forward or back are mirrored in right-to-left pages (app/global.css flips
// .cv-flip-rtl under [dir=rtl]); the rest are drawn as they are. A new icon is in one list or the
// other, or this test fails.
const POINTING = [
  'ChevronIcon',
  'ChevronBackIcon',
  'LogoutIcon',
  'ReturnIcon',
  'SendIcon',
  'ExternalIcon',
] as const;
/** Drawn the same way in both directions: up, down, round, or inside a left-to-right control. */
const NOT_POINTING_SIDEWAYS = ['ChevronDownIcon', 'ArrowUpIcon', 'MoveIcon', 'DoubleChevronIcon'] as const;

type IconName = keyof typeof icons;
const isFlipped = (name: IconName) => {
  const Icon = icons[name] as (props: { size?: number }) => React.ReactElement;
  const { container, unmount } = render(<Icon size={16} />);
  const flipped = container.querySelector('svg')?.classList.contains('cv-flip-rtl') ?? false;
  unmount();
  return flipped;
};

describe('direction-bearing icons', () => {
  it.each(POINTING)('%s is mirrored in right-to-left pages', (name) => {
    expect(isFlipped(name)).toBe(true);
  });

  it('no other icon is mirrored', () => {
    const others = (Object.keys(icons) as IconName[]).filter(
      // LineIcon draws the icon it is given: every other export is one icon.
      (name) => name !== 'LineIcon' && !(POINTING as readonly string[]).includes(name),
    );
    expect(others.length).toBeGreaterThan(20);
    expect(others.filter(isFlipped)).toEqual([]);
    for (const name of NOT_POINTING_SIDEWAYS) expect(others).toContain(name);
  });
});
