import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaUnavailable } from '../components/AreaUnavailable';
import { UiRoot } from '../theme/UiRoot';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { areaLabelFrom } from './areaLabels';

export const AREA_ELEMENT_ID = 'besmart-area';

/** The shell's area container; created in body when absent (a remote run alone, tests). */
export function areaElement(): HTMLElement {
  let element = document.getElementById(AREA_ELEMENT_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = AREA_ELEMENT_ID;
    document.body.appendChild(element);
  }
  return element;
}

export interface RemoteAppOptions<P extends object> {
  /** Package name, e.g. 'mf-incidents'. */
  name: string;
  /** The remote's root (it brings its own router). */
  rootComponent: React.ComponentType<P>;
  /** Name shown in the unavailable panel; default from `name` ('mf-incidents' -> 'Incidents'). */
  areaLabel?: string;
}

/**
 * single-spa lifecycles `{ bootstrap, mount, unmount }` for a remote's `./app`: the root renders in
 * #besmart-area inside <UiRoot> and an error boundary that shows AreaUnavailable with Retry.
 */
export function createRemoteApp<P extends object>({
  name,
  rootComponent: Root,
  areaLabel = areaLabelFrom(name),
}: RemoteAppOptions<P>) {
  function RemoteRoot(props: P) {
    return (
      <UiRoot>
        <AreaErrorBoundary area={areaLabel}>
          <Root {...props} />
        </AreaErrorBoundary>
      </UiRoot>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;

  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot as React.FunctionComponent<P>,
    domElementGetter: () => areaElement(),
    // Last resort for errors single-spa-react itself catches outside our boundary.
    errorBoundary: () => (
      <UiRoot>
        <AreaUnavailable area={areaLabel} />
      </UiRoot>
    ),
  });
}
