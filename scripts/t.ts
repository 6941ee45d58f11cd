import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const c = new PGlite(); await c.waitReady; await c.exec('create table a(x int); insert into a values (1)'); console.log('ready', Date.now()-t); t=Date.now();
const dump = await c.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size); t=Date.now();
const c2 = new PGlite({ loadDataDir: dump }); await c2.waitReady; console.log('load', Date.now()-t, (await c2.query('select * from a')).rows);
t=Date.now();
const c3 = new PGlite({ loadDataDir: dump }); await c3.waitReady; console.log('load2', Date.now()-t);
