/**
 * bpmnlint in the browser, for the modeler (./BpmnModelerImpl; in its chunk only): the `recommended`
 * config the gateway lints with (its rules and levels), its rules imported here rather than resolved
 * from node_modules at run time. The gateway lints again on every save and deploy.
 */
import { Linter } from 'bpmnlint';
import recommended from 'bpmnlint/config/recommended';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process';
import conditionalFlows from 'bpmnlint/rules/conditional-flows';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event';
import fakeJoin from 'bpmnlint/rules/fake-join';
import global from 'bpmnlint/rules/global';
import labelRequired from 'bpmnlint/rules/label-required';
import linkEvent from 'bpmnlint/rules/link-event';
import noBpmndi from 'bpmnlint/rules/no-bpmndi';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start';
import noInclusiveGateway from 'bpmnlint/rules/no-inclusive-gateway';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import superfluousLabel from 'bpmnlint/rules/superfluous-label';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination';
import { type ElementMessage, lintMessages } from './bpmnMarks';

type RuleFactory = (options?: unknown) => unknown;

const RULES: Record<string, RuleFactory> = {
  'ad-hoc-sub-process': adHocSubProcess,
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'event-sub-process-typed-start-event': eventSubProcessTypedStartEvent,
  'fake-join': fakeJoin,
  global: global,
  'label-required': labelRequired,
  'link-event': linkEvent,
  'no-bpmndi': noBpmndi,
  'no-complex-gateway': noComplexGateway,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-split': noImplicitSplit,
  'no-implicit-end': noImplicitEnd,
  'no-implicit-start': noImplicitStart,
  'no-inclusive-gateway': noInclusiveGateway,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'sub-process-blank-start-event': subProcessBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'superfluous-label': superfluousLabel,
  'superfluous-termination': superfluousTermination,
};

const resolver = {
  resolveRule: (_pkg: string, name: string) => {
    const rule = RULES[name];
    if (!rule) throw new Error(`no bpmnlint rule ${name}`);
    return rule;
  },
  resolveConfig: (_pkg: string, name: string) => {
    if (name === 'recommended') return recommended;
    throw new Error(`no bpmnlint config ${name}`);
  },
};

/** The lint of a diagram's definitions: its errors, then its warnings, per element. */
export async function lintDefinitions(
  definitions: unknown,
): Promise<(ElementMessage & { error: boolean })[]> {
  // a new Linter per run: rules keep state between the runs of one Linter
  const linter = new Linter({ config: { extends: 'bpmnlint:recommended' }, resolver });
  return lintMessages(await linter.lint(definitions));
}
