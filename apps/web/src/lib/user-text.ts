/**
 * The one class for text people write (titles, names, notes, messages, bios, places, URLs): it
 * wraps anywhere it must, so a 600-character word or a long link never makes a card, a dialog
 * or the page wider than the screen. A flex child that holds it also needs `min-w-0`, or the
 * flex item refuses to shrink below the unbroken text.
 */
export const USER_TEXT = 'break-words [overflow-wrap:anywhere]';
