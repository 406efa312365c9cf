import { describe, expect, it } from 'vitest';
import { SLA_COLOURS, slaColour, technicianColour } from './states';

describe('SLA colours', () => {
  it('maps every reading to its colour, breached red and warning orange', () => {
    expect(slaColour('BREACHED').tag).toBe('red');
    expect(slaColour('WARNING').tag).toBe('orange');
    expect(slaColour('OK').row).toBe('rp-row--ok');
    expect(slaColour('PAUSED').row).toBe('rp-row--paused');
    expect(new Set(Object.values(SLA_COLOURS).map((c) => c.row)).size).toBe(5);
  });

  it('gives technicians distinct colours that wrap round', () => {
    expect(technicianColour(0)).not.toBe(technicianColour(1));
    expect(technicianColour(8)).toBe(technicianColour(0));
  });
});
