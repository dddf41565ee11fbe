// Test double for remotes: a runtime plugin that answers loadEntry with in-memory containers.
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { resetFederationGlobalInfo } from '@module-federation/runtime/core';
import type { LifeCycles } from 'single-spa';

/** What a remote does when the shell loads it: lifecycles, or an error (load failure). */
export type RemoteBehaviour = () => LifeCycles | Error;

export const remoteBehaviours = new Map<string, RemoteBehaviour>();

export const loadEntryCalls: string[] = [];

const fakeRemotesPlugin: ModuleFederationRuntimePlugin = {
  name: 'besmart-test-remotes',
  loadEntry({ remoteInfo }) {
    loadEntryCalls.push(remoteInfo.name);
    const behaviour = remoteBehaviours.get(remoteInfo.name);
    if (!behaviour) throw new Error(`no test remote ${remoteInfo.name}`);
    const result = behaviour();
    if (result instanceof Error) throw result;
    return {
      init: async () => undefined,
      get: (expose: string) => {
        if (expose !== './app') throw new Error(`unknown expose ${expose}`);
        return async () => result;
      },
    };
  },
};

/** A fresh MF runtime (no remotes, no cache) whose remote entries come from `remoteBehaviours`. */
export function resetFederation(): void {
  resetFederationGlobalInfo();
  remoteBehaviours.clear();
  loadEntryCalls.length = 0;
  init({ name: 'shell', remotes: [], plugins: [fakeRemotesPlugin] });
}

/** A remote area that renders `text` into #besmart-area. */
export function fakeArea(text: string): LifeCycles {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const area = document.getElementById('besmart-area');
      if (!area) throw new Error('no #besmart-area');
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      area.appendChild(paragraph);
    },
    unmount: async () => {
      document.getElementById('besmart-area')?.replaceChildren();
    },
  };
}
