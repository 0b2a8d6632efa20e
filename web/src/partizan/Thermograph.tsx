import type { JSX } from 'react';
import type { Thermograph as EngineThermograph } from '../library';

/**
 * Stand-in for the thermograph drawing another engineer writes to this contract (the lead swaps
 * theirs in at merge): until then the mast value (mean) and the temperature as text, in CGSuite's
 * numbers (*Winning Ways* ch. 6).
 */
export function Thermograph(props: { thermograph: EngineThermograph; label: string }): JSX.Element {
  return (
    <p className="mono" data-testid="thermograph" aria-label={props.label}>
      mast value {props.thermograph.mean.toString()}, temperature {props.thermograph.temperature.toString()}
    </p>
  );
}
