/**
 * How the partizan boards mark Left and Right so no one needs colour to tell them apart: each side
 * (and Hackenbush's green, either's) has a colour, a line pattern and a letter. Colours are dark
 * enough for text on white (WCAG AA); Left is blue, Right red, as in *Winning Ways* vol. 1 ch. 1.
 */
export interface Mark {
  /** Stroke and text colour. */
  readonly colour: string;
  /** A light fill of the same hue. */
  readonly tint: string;
  /** SVG stroke-dasharray: solid for Left, dashed for Right, dotted for green. */
  readonly dash: string | undefined;
  /** The letter drawn beside the colour. */
  readonly letter: string;
  /** The colour's name for people. */
  readonly name: string;
}

export const LEFT_MARK: Mark = { colour: '#1c58b8', tint: '#dce8fb', dash: undefined, letter: 'B', name: 'blue' };
export const RIGHT_MARK: Mark = { colour: '#b3261e', tint: '#f9dedc', dash: '9 5', letter: 'R', name: 'red' };
export const GREEN_MARK: Mark = { colour: '#1b7a3d', tint: '#d8f0df', dash: '2 5', letter: 'G', name: 'green' };
/** The halo of a hinted move. */
export const HINT_COLOUR = '#e8a317';

/** The mark of an edge colour as the coloured-graph families write it (`l` blue, `r` red, `e` green). */
export function edgeMark(colour: 'l' | 'r' | 'e'): Mark {
  return colour === 'l' ? LEFT_MARK : colour === 'r' ? RIGHT_MARK : GREEN_MARK;
}

export function sideMark(side: 'left' | 'right'): Mark {
  return side === 'left' ? LEFT_MARK : RIGHT_MARK;
}
