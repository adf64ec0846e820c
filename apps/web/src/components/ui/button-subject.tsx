import type { ReactNode } from 'react';

/**
 * After a button's label ("Edit"), the row it acts on ("Kitchen"), for a screen reader alone: a list
 * of a page's buttons tells the rows apart ("Edit Kitchen", "Edit Garden"), and the button's name
 * still begins with what it shows, the words a voice user says to press it, in every language. (A
 * sentence such as "Edit the Kitchen category" as its aria-label would not hold the label's words
 * in that order in every language.)
 */
export function ButtonSubject({ children }: { children: ReactNode }) {
  // The space between label and subject is outside the hidden box, where every way of reading a
  // name keeps it ("Edit Kitchen", not "EditKitchen").
  return (
    <>
      {' '}
      <span className="cv-visually-hidden">
        <bdi>{children}</bdi>
      </span>
    </>
  );
}
