import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { FormFacts } from './defineResource';

/*
 * Facts the bespoke parts of a form learn while the operator types (a coin's minimum, an available balance,
 * a looked-up user) and publish for the rules and the save button. The generic form reads them;
 * the parts live beside their config in resources/.
 */

interface FormFactsState {
  facts: FormFacts;
  /** Merges facts in; `undefined` removes one. */
  publish: (facts: Record<string, unknown>) => void;
}

const FormFactsContext = createContext<FormFactsState>({ facts: {}, publish: () => undefined });

export function FormFactsProvider({ children }: { children: ReactNode }) {
  const [facts, setFacts] = useState<FormFacts>({});
  const publish = useCallback((update: Record<string, unknown>) => {
    setFacts((current) => {
      const next: Record<string, unknown> = { ...current };
      let changed = false;
      for (const [name, value] of Object.entries(update)) {
        if (value === undefined) {
          if (name in next) {
            delete next[name];
            changed = true;
          }
        } else if (!Object.is(next[name], value) && JSON.stringify(next[name]) !== JSON.stringify(value)) {
          next[name] = value;
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, []);
  const value = useMemo(() => ({ facts, publish }), [facts, publish]);
  return <FormFactsContext.Provider value={value}>{children}</FormFactsContext.Provider>;
}

/** The facts the form's parts published so far. */
export function useFormFacts(): FormFacts {
  return useContext(FormFactsContext).facts;
}

/** Publishes facts while the calling part is mounted; they are withdrawn when it unmounts. */
export function usePublishFacts(facts: Record<string, unknown>): void {
  const { publish } = useContext(FormFactsContext);
  const names = useRef<string[]>([]);
  const serialized = JSON.stringify(facts);
  useEffect(() => {
    names.current = Object.keys(facts);
    publish(facts);
    // The serialized facts are the dependency: a new object with the same facts publishes nothing.
  }, [serialized, publish]);
  useEffect(
    () => () => publish(Object.fromEntries(names.current.map((name) => [name, undefined]))),
    [publish],
  );
}
