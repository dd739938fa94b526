import { DEFAULT_GRAPHICS_CONTROLLER_NAME } from '../../contract/graphicsControllers.ts';
import { displays, graphicsControllerAuthCodes, graphicsControllers } from '../../server/db/schema.ts';
import { newAuthCode } from '../../server/services/displays/graphics-controllers.ts';
import { hashToken, newToken } from '../../server/services/tokens.ts';
import { tag } from './fixtures.ts';
import type { EngineContext } from './harness.ts';

const MINUTE_MS = 60_000;

/** Graphics controllers, codes and displays made straight in the database (Generation One). */
export class DeviceFixtures {
  constructor(private readonly ctx: EngineContext) {}

  /** A controller with a working device token; linked when a venue is given. */
  async controller(link: { venueId: string; clientId: string } | null = null, lastSeenUtc: Date | null = this.ctx.now()) {
    const token = newToken();
    const [row] = await this.ctx.db
      .insert(graphicsControllers)
      .values({
        name: link ? `Controller ${tag()}` : DEFAULT_GRAPHICS_CONTROLLER_NAME,
        venueId: link?.venueId ?? null,
        clientId: link?.clientId ?? null,
        lastSeenUtc,
        tokenHash: hashToken(token),
      })
      .returning();
    if (!row) throw new Error('No controller row.');
    return { ...row, token };
  }

  /** A live code (15 minutes) of the controller, unless told otherwise. */
  async code(graphicsControllerId: string, input: { expiresUtc?: Date; usedUtc?: Date } = {}): Promise<string> {
    const now = this.ctx.now();
    const code = newAuthCode();
    await this.ctx.db.insert(graphicsControllerAuthCodes).values({
      code,
      graphicsControllerId,
      createdUtc: now,
      expiresUtc: input.expiresUtc ?? new Date(now.getTime() + 15 * MINUTE_MS),
      usedUtc: input.usedUtc ?? null,
    });
    return code;
  }

  /** An unlinked controller and a live code of it. */
  async pendingCode(): Promise<{ controllerId: string; code: string; token: string }> {
    const controller = await this.controller();
    return { controllerId: controller.id, code: await this.code(controller.id), token: controller.token };
  }

  async display(graphicsControllerId: string, label = `Screen ${tag()}`) {
    const [row] = await this.ctx.db
      .insert(displays)
      .values({ graphicsControllerId, label, width: 1920, height: 1080 })
      .returning();
    if (!row) throw new Error('No display row.');
    return row;
  }
}
