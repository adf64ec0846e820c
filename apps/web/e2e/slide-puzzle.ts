import type { Page } from '@playwright/test';
import { check, settled } from './harness';

// The registration's slide puzzle as a person solves it: the gap found by eye (the picture's
// pixels), the handle in reach, and a drag of the mouse (a finger's is wap.spec's).

/**
 * Finds the gap in the puzzle the way an eye would: the piece is a copy of the picture cut from the
 * gap, and the gap is that same picture darkened (black at 45 % opacity, the server's rendering in
 * apps/server/src/modules/account/captcha.ts). Compares the piece's inside, darkened the same way,
 * with every position along its row and returns the best match, in puzzle pixels.
 */
export async function findGap(page: Page): Promise<{ x: number; width: number }> {
  await page.waitForFunction(() =>
    ['captcha-background', 'captcha-piece'].every((id) => {
      const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
      return img !== null && img.complete && img.naturalWidth > 0;
    }),
  );
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const [background, piece] = ['captcha-background', 'captcha-piece'].map((id) => {
      const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
      if (!img) throw new Error(`no ${id}`);
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(img, 0, 0);
      return { img, data: context.getImageData(0, 0, canvas.width, canvas.height) };
    });
    if (!background || !piece) throw new Error('no puzzle');
    const width = background.data.width;
    const size = piece.data.width;
    const y = Math.round((parseFloat(piece.img.style.insetBlockStart) / 100) * background.data.height);
    let best = { x: 0, error: Infinity };
    for (let x = 0; x <= width - size; x += 1) {
      let error = 0;
      // Every pixel inside the white outline both images carry at their edges (1 to 3 px in): the
      // gap's own border has to be in the sum, or a flat stretch of picture lets the match slide a
      // few pixels inside the gap (sampling from 6 px in missed by 6 px on about 1 puzzle in 30).
      for (let j = 3; j < size - 3; j += 1) {
        for (let i = 3; i < size - 3; i += 1) {
          const p = (j * size + i) * 4;
          const b = ((y + j) * width + x + i) * 4;
          for (let c = 0; c < 3; c += 1) {
            error += Math.abs(background.data.data[b + c]! - piece.data.data[p + c]! * 0.55);
          }
        }
      }
      if (error < best.error) best = { x, error };
    }
    return { x: best.x, width };
  });
}

/** Where the puzzle's slider handle is and where it must be let go to fill the gap, on screen. */
export async function sliderPath(page: Page): Promise<{ startX: number; targetX: number; y: number }> {
  const gap = await findGap(page);
  // In the middle of the screen: filling the form above may have left the slider at the screen's
  // edge, under the page's floating "back to top" button, where a press would miss it.
  await page.getByTestId('captcha-handle').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settled(page);
  const handle = await page.getByTestId('captcha-handle').boundingBox();
  const track = await page.locator('[data-testid="slide-captcha"] [data-status]').boundingBox();
  check(handle && track, 'the slider is on screen');
  const startX = handle.x + handle.width / 2;
  // The puzzle is a picture: its slider runs left to right in every language.
  const y = handle.y + handle.height / 2;
  const onTop = await page.evaluate(
    ([x, at]) => document.elementFromPoint(x, at)?.closest('[data-testid="captcha-handle"]') !== null,
    [startX, y] as const,
  );
  check(onTop, 'nothing lies over the slider');
  return { startX, targetX: startX + gap.x * (track.width / gap.width), y };
}

/** Drags the slider with the mouse to the gap, in small steps with pauses, as a person would. */
export async function dragSliderToGap(page: Page): Promise<void> {
  const { startX, targetX, y } = await sliderPath(page);
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 18;
  for (let step = 1; step <= steps; step += 1) {
    const progress = 1 - (1 - step / steps) ** 2;
    const wobble = step === steps ? 0 : Math.sin(step) * 1.5;
    await page.mouse.move(startX + (targetX - startX) * progress + wobble, y + Math.cos(step), { steps: 2 });
    await page.waitForTimeout(20 + (step % 3) * 10);
  }
  await page.mouse.move(targetX, y, { steps: 2 });
  await page.waitForTimeout(60);
  await page.mouse.up();
  await page.locator('[data-testid="slide-captcha"] [data-status="released"]').waitFor();
}
