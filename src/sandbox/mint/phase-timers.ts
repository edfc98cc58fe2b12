import type { Drop, Phase } from './model.js';
import { dutchStepCount } from './pricing.js';
import type { Scheduler } from './scheduler.js';

/**
 * Phase status and Dutch steps are stored state moved by timers at each boundary, as the service
 * does. The one place dates are compared is here, once, when a drop is seeded: that stands in for
 * the timers that fired before the sandbox existed.
 */
export function armPhaseTimers(drop: Drop, scheduler: Scheduler, now: number, onEnd: (phase: Phase) => void): void {
  for (const phase of drop.phases) {
    phase.status = now < phase.startMs ? 'upcoming' : phase.endMs !== null && now >= phase.endMs ? 'ended' : 'active';
    if (phase.status === 'upcoming') scheduler.at(phase.startMs, () => startPhase(phase));
    if (phase.endMs !== null && phase.endMs > now) {
      scheduler.at(phase.endMs, () => {
        phase.status = 'ended';
        onEnd(phase);
      });
    }
    armDutchSteps(phase, scheduler, now);
  }
}

function startPhase(phase: Phase) {
  if (phase.status === 'upcoming') phase.status = 'active';
}

function armDutchSteps(phase: Phase, scheduler: Scheduler, now: number) {
  const pricing = phase.pricing;
  if (pricing.kind !== 'dutch') return;
  const lastStep = dutchStepCount(pricing);
  phase.dutchStep = Math.min(lastStep, Math.max(0, Math.floor((now - phase.startMs) / pricing.stepMs)));
  for (let step = phase.dutchStep + 1; step <= lastStep; step++) {
    const due = phase.startMs + step * pricing.stepMs;
    if (phase.endMs !== null && due >= phase.endMs) break;
    scheduler.at(due, () => {
      phase.dutchStep = step;
    });
  }
}
