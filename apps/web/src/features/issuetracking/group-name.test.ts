import { describe, expect, it } from 'vitest';
import { fitGroupName, groupNameCount, nextGroupName } from './group-name';

const water = 'น้ำ'; // three code points, one character as a person counts

describe('group name counter', () => {
  it('counts grapheme clusters, not code points', () => {
    expect(water.length).toBe(3);
    expect(groupNameCount(water)).toEqual({ used: 1, max: 20, over: false });
    expect(groupNameCount(water.repeat(20))).toEqual({ used: 20, max: 20, over: false });
  });

  it('does not count the spaces the save trims', () => {
    expect(groupNameCount('  ไฟฟ้า  ').used).toBe(4);
  });

  it('takes 20 Thai characters with tone marks and refuses the 21st', () => {
    expect(fitGroupName(water.repeat(20))).toEqual({ text: water.repeat(20), cut: false });
    expect(fitGroupName(water.repeat(21))).toEqual({ text: water.repeat(20), cut: true });
  });

  it('cuts a paste back to whole characters', () => {
    const name = `${'ก'.repeat(19)}น้ำเพิ่ม`;
    const fit = fitGroupName(name);
    expect(fit.cut).toBe(true);
    expect(fit.text).toBe(`${'ก'.repeat(19)}น้ำ`);
    expect(groupNameCount(fit.text).used).toBe(20);
  });

  it('keeps leading spaces out of the count', () => {
    expect(fitGroupName(`  ${'a'.repeat(20)}`).cut).toBe(false);
  });

  it('refuses the marks of a refused Thai character typed key by key', () => {
    let value = '';
    let refused = false;
    for (const key of water.repeat(21))
      ({ text: value, refused } = nextGroupName(value, value + key, refused));
    expect(value).toBe(water.repeat(20));
    expect(refused).toBe(true);
  });

  it('still takes the marks of the twentieth character', () => {
    let value = 'ก'.repeat(19);
    let refused = false;
    for (const key of water) ({ text: value, refused } = nextGroupName(value, value + key, refused));
    expect(value).toBe(`${'ก'.repeat(19)}${water}`);
    expect(refused).toBe(false);
  });
});
