/** Passwords of eight or more characters that lead every leaked-password list. */
export const COMMON_PASSWORDS = new Set(
  `12345678 123456789 1234567890 0123456789 password password1 password12 password123 passw0rd
  p@ssw0rd p@ssword qwertyuiop qwerty123 qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx
  iloveyou iloveyou1 sunshine princess football baseball welcome1 welcome123 abc12345 abcd1234
  11111111 00000000 88888888 12341234 87654321 11223344 123123123 qwertyui asdfghjk asdfasdf
  trustno1 letmein1 superman batman123 starwars dragon123 monkey123 whatever 1234qwer qwer1234
  computer internet michelle jennifer charlie1 shadow12 master12 football1 baseball1 mustang1
  access14 freedom1 babygirl1 lovelove changeme changeme1 admin123 administrator 123qweasd
  qweasdzxc 11112222 12344321 147258369 987654321 999999999 55555555 66666666 77777777 99999999
  demo1234 test1234 testtest password! secret123 default1 letmein123 sawasdee bangkok1 thailand
  thailand1 12345678910 asdf1234 zxcvbnm1 zxcvbnm123 q1w2e3r4 a1b2c3d4 aa123456 qq123456`
    .split(/\s+/)
    .filter(Boolean),
);
