import * as z from 'zod';
import { ruleSetKeys, type RuleSetKey } from '../../contract/compliance.ts';
import { ruleSetListSchema, ruleSetSchema, storedRuleSetSchema, type RuleSet } from '../../contract/complianceRules.ts';
import { MANDATORY_LAYOUT_NOT_APPROVED } from '../../contract/mandatoryLayoutTexts.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { Db } from '../db/database.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { notFound, validationProblem } from '../http/http-problem.ts';
import { isUnapprovedUnder, mandatoryLayoutOf } from '../services/approvals/mandatory-layout.ts';
import { allRuleSets, restoreDefaultRuleSet, saveRuleSet } from '../services/compliance/compliance-rules.ts';
import { actorOf } from '../plugins/audit.ts';
import { existingLayouts } from '../services/schedules/schedule-references.ts';
import { problemResponses } from './problem-responses.ts';

/**
 * 400 on the mandatory layout when it names no layout, or one that needs approval under these
 * rules with no version approved: the slots would be empty (docs/compliance.md#approval).
 */
async function checkMandatoryLayout(db: Db, rules: RuleSet) {
  const assetId = rules.mandatory?.assetId;
  if (!assetId) return;
  if (!(await existingLayouts(db, [assetId])).has(assetId)) throw validationProblem({ 'mandatory.assetId': ['Layout not found'] });
  if (await isUnapprovedUnder(db, rules, assetId)) {
    throw validationProblem({ 'mandatory.assetId': [`${MANDATORY_LAYOUT_NOT_APPROVED}: approve a version of it before choosing it`] });
  }
}

/**
 * /api/compliance/rules (docs/compliance.md): the rule set of each jurisdiction, read by every person, changed by admins. A saved
 * rule set is audited (the trigger records before and after) and wakes every player, since the rules
 * change what any screen may show; entries it makes forbidden are kept and skipped by the resolver.
 */
export const complianceRoutes: ZodRoutes = async (app) => {
  app.get('/rules', { config: { access: 'compliance.read' }, schema: { response: { 200: ruleSetListSchema, ...problemResponses(401, 403) } } }, async () => ({
    // Each with the layout its slots play, so the settings and home pages can warn when none may.
    items: await Promise.all((await allRuleSets(app.db)).map(async (set) => ({ ...set, mandatoryLayout: await mandatoryLayoutOf(app.db, set.rules) }))),
  }));

  app.put(
    '/rules/:jurisdiction',
    {
      config: { access: 'compliance.edit' },
      schema: {
        params: z.object({ jurisdiction: z.string() }),
        body: ruleSetSchema,
        response: { 204: noContentSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const key = request.params.jurisdiction;
      if (!(ruleSetKeys as readonly string[]).includes(key)) throw notFound();
      await checkMandatoryLayout(app.db, request.body);
      await app.audited((db) => saveRuleSet(db, key as RuleSetKey, request.body, app.now()));
      await app.scheduleChanged('all');
      return reply.code(204).send();
    },
  );

  // Restore defaults: the admins' saved rules go and the jurisdiction answers the shipped ones
  // again (isDefault). Audited as `restoreDefaults`; players wake as for any rule change.
  app.post(
    '/rules/:jurisdiction/restore-defaults',
    {
      config: { access: 'compliance.edit' },
      schema: { params: z.object({ jurisdiction: z.string() }), response: { 200: storedRuleSetSchema, ...problemResponses(401, 403, 404) } },
    },
    async (request) => {
      const key = request.params.jurisdiction;
      if (!(ruleSetKeys as readonly string[]).includes(key)) throw notFound();
      const jurisdiction = key as RuleSetKey;
      const changed = await app.audited((db) => restoreDefaultRuleSet(db, actorOf(request), jurisdiction));
      if (changed) await app.scheduleChanged('all');
      const restored = (await allRuleSets(app.db)).find((set) => set.jurisdiction === jurisdiction)!;
      return { ...restored, mandatoryLayout: await mandatoryLayoutOf(app.db, restored.rules) };
    },
  );
};
