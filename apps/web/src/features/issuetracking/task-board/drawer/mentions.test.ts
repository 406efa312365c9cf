import { describe, expect, it } from 'vitest';
import { mentionedIDs } from './mentions';

const somsri = { userID: 'u1', name: 'สมศรี ใจดี', photo: null };
const ann = { userID: 'u2', name: 'Ann', photo: null };

describe('mentionedIDs', () => {
  it('keeps the picked people whose @name is still in the text, once each', () => {
    expect(mentionedIDs('@สมศรี ใจดี ช่วยดูหน่อย @Ann', [somsri, ann, somsri])).toEqual(['u1', 'u2']);
  });
  it('drops a person whose name was deleted after picking', () => {
    expect(mentionedIDs('ช่วยดูหน่อย @Ann', [somsri, ann])).toEqual(['u2']);
  });
});
