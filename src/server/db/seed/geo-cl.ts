/**
 * Chile's political-administrative division: 16 regions, 56 provinces, 346 communes, keyed by the
 * official Código Único Territorial (CUT) as updated in 2018 when Ñuble (16) split from Biobío.
 * Codes were cross-checked against two public CUT tables derived from INE/SUBDERE; the test guards
 * the invariants. Names follow the INE/SUBDERE spelling with Spanish accents. Regions run north to
 * south because that is the order Chilean address pickers use.
 */
export interface GeoCommune {
  /** CUT commune code, 5 digits, e.g. '13101'. */
  code: string;
  name: string;
}

export interface GeoProvince {
  /** CUT province code, 3 digits, e.g. '131'. */
  code: string;
  name: string;
  communes: GeoCommune[];
}

export interface GeoRegion {
  /** CUT region code, 2 digits, e.g. '13'. */
  code: string;
  name: string;
  /** Official numeral; the Metropolitan region is 'RM'. */
  roman: string;
  provinces: GeoProvince[];
}

/** Tuples keep the table at one line per commune; the helpers below expand them to the interfaces. */
type CommuneRow = readonly [code: string, name: string];

function province(code: string, name: string, rows: readonly CommuneRow[]): GeoProvince {
  return { code, name, communes: rows.map(([c, n]) => ({ code: c, name: n })) };
}

function region(code: string, roman: string, name: string, provinces: GeoProvince[]): GeoRegion {
  return { code, name, roman, provinces };
}

export const CHILE_REGIONS: readonly GeoRegion[] = [
  region('15', 'XV', 'Arica y Parinacota', [
    province('151', 'Arica', [
      ['15101', 'Arica'],
      ['15102', 'Camarones'],
    ]),
    province('152', 'Parinacota', [
      ['15201', 'Putre'],
      ['15202', 'General Lagos'],
    ]),
  ]),
  region('01', 'I', 'Tarapacá', [
    province('011', 'Iquique', [
      ['01101', 'Iquique'],
      ['01107', 'Alto Hospicio'],
    ]),
    province('014', 'Tamarugal', [
      ['01401', 'Pozo Almonte'],
      ['01402', 'Camiña'],
      ['01403', 'Colchane'],
      ['01404', 'Huara'],
      ['01405', 'Pica'],
    ]),
  ]),
  region('02', 'II', 'Antofagasta', [
    province('021', 'Antofagasta', [
      ['02101', 'Antofagasta'],
      ['02102', 'Mejillones'],
      ['02103', 'Sierra Gorda'],
      ['02104', 'Taltal'],
    ]),
    province('022', 'El Loa', [
      ['02201', 'Calama'],
      ['02202', 'Ollagüe'],
      ['02203', 'San Pedro de Atacama'],
    ]),
    province('023', 'Tocopilla', [
      ['02301', 'Tocopilla'],
      ['02302', 'María Elena'],
    ]),
  ]),
  region('03', 'III', 'Atacama', [
    province('031', 'Copiapó', [
      ['03101', 'Copiapó'],
      ['03102', 'Caldera'],
      ['03103', 'Tierra Amarilla'],
    ]),
    province('032', 'Chañaral', [
      ['03201', 'Chañaral'],
      ['03202', 'Diego de Almagro'],
    ]),
    province('033', 'Huasco', [
      ['03301', 'Vallenar'],
      ['03302', 'Alto del Carmen'],
      ['03303', 'Freirina'],
      ['03304', 'Huasco'],
    ]),
  ]),
  region('04', 'IV', 'Coquimbo', [
    province('041', 'Elqui', [
      ['04101', 'La Serena'],
      ['04102', 'Coquimbo'],
      ['04103', 'Andacollo'],
      ['04104', 'La Higuera'],
      ['04105', 'Paiguano'],
      ['04106', 'Vicuña'],
    ]),
    province('042', 'Choapa', [
      ['04201', 'Illapel'],
      ['04202', 'Canela'],
      ['04203', 'Los Vilos'],
      ['04204', 'Salamanca'],
    ]),
    province('043', 'Limarí', [
      ['04301', 'Ovalle'],
      ['04302', 'Combarbalá'],
      ['04303', 'Monte Patria'],
      ['04304', 'Punitaqui'],
      ['04305', 'Río Hurtado'],
    ]),
  ]),
  region('05', 'V', 'Valparaíso', [
    province('051', 'Valparaíso', [
      ['05101', 'Valparaíso'],
      ['05102', 'Casablanca'],
      ['05103', 'Concón'],
      ['05104', 'Juan Fernández'],
      ['05105', 'Puchuncaví'],
      ['05107', 'Quintero'],
      ['05109', 'Viña del Mar'],
    ]),
    province('052', 'Isla de Pascua', [['05201', 'Isla de Pascua']]),
    province('053', 'Los Andes', [
      ['05301', 'Los Andes'],
      ['05302', 'Calle Larga'],
      ['05303', 'Rinconada'],
      ['05304', 'San Esteban'],
    ]),
    province('054', 'Petorca', [
      ['05401', 'La Ligua'],
      ['05402', 'Cabildo'],
      ['05403', 'Papudo'],
      ['05404', 'Petorca'],
      ['05405', 'Zapallar'],
    ]),
    province('055', 'Quillota', [
      ['05501', 'Quillota'],
      ['05502', 'Calera'],
      ['05503', 'Hijuelas'],
      ['05504', 'La Cruz'],
      ['05506', 'Nogales'],
    ]),
    province('056', 'San Antonio', [
      ['05601', 'San Antonio'],
      ['05602', 'Algarrobo'],
      ['05603', 'Cartagena'],
      ['05604', 'El Quisco'],
      ['05605', 'El Tabo'],
      ['05606', 'Santo Domingo'],
    ]),
    province('057', 'San Felipe de Aconcagua', [
      ['05701', 'San Felipe'],
      ['05702', 'Catemu'],
      ['05703', 'Llaillay'],
      ['05704', 'Panquehue'],
      ['05705', 'Putaendo'],
      ['05706', 'Santa María'],
    ]),
    province('058', 'Marga Marga', [
      ['05801', 'Quilpué'],
      ['05802', 'Limache'],
      ['05803', 'Olmué'],
      ['05804', 'Villa Alemana'],
    ]),
  ]),
  region('13', 'RM', 'Metropolitana de Santiago', [
    province('131', 'Santiago', [
      ['13101', 'Santiago'],
      ['13102', 'Cerrillos'],
      ['13103', 'Cerro Navia'],
      ['13104', 'Conchalí'],
      ['13105', 'El Bosque'],
      ['13106', 'Estación Central'],
      ['13107', 'Huechuraba'],
      ['13108', 'Independencia'],
      ['13109', 'La Cisterna'],
      ['13110', 'La Florida'],
      ['13111', 'La Granja'],
      ['13112', 'La Pintana'],
      ['13113', 'La Reina'],
      ['13114', 'Las Condes'],
      ['13115', 'Lo Barnechea'],
      ['13116', 'Lo Espejo'],
      ['13117', 'Lo Prado'],
      ['13118', 'Macul'],
      ['13119', 'Maipú'],
      ['13120', 'Ñuñoa'],
      ['13121', 'Pedro Aguirre Cerda'],
      ['13122', 'Peñalolén'],
      ['13123', 'Providencia'],
      ['13124', 'Pudahuel'],
      ['13125', 'Quilicura'],
      ['13126', 'Quinta Normal'],
      ['13127', 'Recoleta'],
      ['13128', 'Renca'],
      ['13129', 'San Joaquín'],
      ['13130', 'San Miguel'],
      ['13131', 'San Ramón'],
      ['13132', 'Vitacura'],
    ]),
    province('132', 'Cordillera', [
      ['13201', 'Puente Alto'],
      ['13202', 'Pirque'],
      ['13203', 'San José de Maipo'],
    ]),
    province('133', 'Chacabuco', [
      ['13301', 'Colina'],
      ['13302', 'Lampa'],
      ['13303', 'Tiltil'],
    ]),
    province('134', 'Maipo', [
      ['13401', 'San Bernardo'],
      ['13402', 'Buin'],
      ['13403', 'Calera de Tango'],
      ['13404', 'Paine'],
    ]),
    province('135', 'Melipilla', [
      ['13501', 'Melipilla'],
      ['13502', 'Alhué'],
      ['13503', 'Curacaví'],
      ['13504', 'María Pinto'],
      ['13505', 'San Pedro'],
    ]),
    province('136', 'Talagante', [
      ['13601', 'Talagante'],
      ['13602', 'El Monte'],
      ['13603', 'Isla de Maipo'],
      ['13604', 'Padre Hurtado'],
      ['13605', 'Peñaflor'],
    ]),
  ]),
  region('06', 'VI', "Libertador General Bernardo O'Higgins", [
    province('061', 'Cachapoal', [
      ['06101', 'Rancagua'],
      ['06102', 'Codegua'],
      ['06103', 'Coinco'],
      ['06104', 'Coltauco'],
      ['06105', 'Doñihue'],
      ['06106', 'Graneros'],
      ['06107', 'Las Cabras'],
      ['06108', 'Machalí'],
      ['06109', 'Malloa'],
      ['06110', 'Mostazal'],
      ['06111', 'Olivar'],
      ['06112', 'Peumo'],
      ['06113', 'Pichidegua'],
      ['06114', 'Quinta de Tilcoco'],
      ['06115', 'Rengo'],
      ['06116', 'Requínoa'],
      ['06117', 'San Vicente'],
    ]),
    province('062', 'Cardenal Caro', [
      ['06201', 'Pichilemu'],
      ['06202', 'La Estrella'],
      ['06203', 'Litueche'],
      ['06204', 'Marchihue'],
      ['06205', 'Navidad'],
      ['06206', 'Paredones'],
    ]),
    province('063', 'Colchagua', [
      ['06301', 'San Fernando'],
      ['06302', 'Chépica'],
      ['06303', 'Chimbarongo'],
      ['06304', 'Lolol'],
      ['06305', 'Nancagua'],
      ['06306', 'Palmilla'],
      ['06307', 'Peralillo'],
      ['06308', 'Placilla'],
      ['06309', 'Pumanque'],
      ['06310', 'Santa Cruz'],
    ]),
  ]),
  region('07', 'VII', 'Maule', [
    province('071', 'Talca', [
      ['07101', 'Talca'],
      ['07102', 'Constitución'],
      ['07103', 'Curepto'],
      ['07104', 'Empedrado'],
      ['07105', 'Maule'],
      ['07106', 'Pelarco'],
      ['07107', 'Pencahue'],
      ['07108', 'Río Claro'],
      ['07109', 'San Clemente'],
      ['07110', 'San Rafael'],
    ]),
    province('072', 'Cauquenes', [
      ['07201', 'Cauquenes'],
      ['07202', 'Chanco'],
      ['07203', 'Pelluhue'],
    ]),
    province('073', 'Curicó', [
      ['07301', 'Curicó'],
      ['07302', 'Hualañé'],
      ['07303', 'Licantén'],
      ['07304', 'Molina'],
      ['07305', 'Rauco'],
      ['07306', 'Romeral'],
      ['07307', 'Sagrada Familia'],
      ['07308', 'Teno'],
      ['07309', 'Vichuquén'],
    ]),
    province('074', 'Linares', [
      ['07401', 'Linares'],
      ['07402', 'Colbún'],
      ['07403', 'Longaví'],
      ['07404', 'Parral'],
      ['07405', 'Retiro'],
      ['07406', 'San Javier'],
      ['07407', 'Villa Alegre'],
      ['07408', 'Yerbas Buenas'],
    ]),
  ]),
  region('16', 'XVI', 'Ñuble', [
    province('161', 'Diguillín', [
      ['16101', 'Chillán'],
      ['16102', 'Bulnes'],
      ['16103', 'Chillán Viejo'],
      ['16104', 'El Carmen'],
      ['16105', 'Pemuco'],
      ['16106', 'Pinto'],
      ['16107', 'Quillón'],
      ['16108', 'San Ignacio'],
      ['16109', 'Yungay'],
    ]),
    province('162', 'Itata', [
      ['16201', 'Quirihue'],
      ['16202', 'Cobquecura'],
      ['16203', 'Coelemu'],
      ['16204', 'Ninhue'],
      ['16205', 'Portezuelo'],
      ['16206', 'Ránquil'],
      ['16207', 'Treguaco'],
    ]),
    province('163', 'Punilla', [
      ['16301', 'San Carlos'],
      ['16302', 'Coihueco'],
      ['16303', 'Ñiquén'],
      ['16304', 'San Fabián'],
      ['16305', 'San Nicolás'],
    ]),
  ]),
  region('08', 'VIII', 'Biobío', [
    province('081', 'Concepción', [
      ['08101', 'Concepción'],
      ['08102', 'Coronel'],
      ['08103', 'Chiguayante'],
      ['08104', 'Florida'],
      ['08105', 'Hualqui'],
      ['08106', 'Lota'],
      ['08107', 'Penco'],
      ['08108', 'San Pedro de la Paz'],
      ['08109', 'Santa Juana'],
      ['08110', 'Talcahuano'],
      ['08111', 'Tomé'],
      ['08112', 'Hualpén'],
    ]),
    province('082', 'Arauco', [
      ['08201', 'Lebu'],
      ['08202', 'Arauco'],
      ['08203', 'Cañete'],
      ['08204', 'Contulmo'],
      ['08205', 'Curanilahue'],
      ['08206', 'Los Álamos'],
      ['08207', 'Tirúa'],
    ]),
    province('083', 'Biobío', [
      ['08301', 'Los Ángeles'],
      ['08302', 'Antuco'],
      ['08303', 'Cabrero'],
      ['08304', 'Laja'],
      ['08305', 'Mulchén'],
      ['08306', 'Nacimiento'],
      ['08307', 'Negrete'],
      ['08308', 'Quilaco'],
      ['08309', 'Quilleco'],
      ['08310', 'San Rosendo'],
      ['08311', 'Santa Bárbara'],
      ['08312', 'Tucapel'],
      ['08313', 'Yumbel'],
      ['08314', 'Alto Biobío'],
    ]),
  ]),
  region('09', 'IX', 'La Araucanía', [
    province('091', 'Cautín', [
      ['09101', 'Temuco'],
      ['09102', 'Carahue'],
      ['09103', 'Cunco'],
      ['09104', 'Curarrehue'],
      ['09105', 'Freire'],
      ['09106', 'Galvarino'],
      ['09107', 'Gorbea'],
      ['09108', 'Lautaro'],
      ['09109', 'Loncoche'],
      ['09110', 'Melipeuco'],
      ['09111', 'Nueva Imperial'],
      ['09112', 'Padre Las Casas'],
      ['09113', 'Perquenco'],
      ['09114', 'Pitrufquén'],
      ['09115', 'Pucón'],
      ['09116', 'Saavedra'],
      ['09117', 'Teodoro Schmidt'],
      ['09118', 'Toltén'],
      ['09119', 'Vilcún'],
      ['09120', 'Villarrica'],
      ['09121', 'Cholchol'],
    ]),
    province('092', 'Malleco', [
      ['09201', 'Angol'],
      ['09202', 'Collipulli'],
      ['09203', 'Curacautín'],
      ['09204', 'Ercilla'],
      ['09205', 'Lonquimay'],
      ['09206', 'Los Sauces'],
      ['09207', 'Lumaco'],
      ['09208', 'Purén'],
      ['09209', 'Renaico'],
      ['09210', 'Traiguén'],
      ['09211', 'Victoria'],
    ]),
  ]),
  region('14', 'XIV', 'Los Ríos', [
    province('141', 'Valdivia', [
      ['14101', 'Valdivia'],
      ['14102', 'Corral'],
      ['14103', 'Lanco'],
      ['14104', 'Los Lagos'],
      ['14105', 'Máfil'],
      ['14106', 'Mariquina'],
      ['14107', 'Paillaco'],
      ['14108', 'Panguipulli'],
    ]),
    province('142', 'Ranco', [
      ['14201', 'La Unión'],
      ['14202', 'Futrono'],
      ['14203', 'Lago Ranco'],
      ['14204', 'Río Bueno'],
    ]),
  ]),
  region('10', 'X', 'Los Lagos', [
    province('101', 'Llanquihue', [
      ['10101', 'Puerto Montt'],
      ['10102', 'Calbuco'],
      ['10103', 'Cochamó'],
      ['10104', 'Fresia'],
      ['10105', 'Frutillar'],
      ['10106', 'Los Muermos'],
      ['10107', 'Llanquihue'],
      ['10108', 'Maullín'],
      ['10109', 'Puerto Varas'],
    ]),
    province('102', 'Chiloé', [
      ['10201', 'Castro'],
      ['10202', 'Ancud'],
      ['10203', 'Chonchi'],
      ['10204', 'Curaco de Vélez'],
      ['10205', 'Dalcahue'],
      ['10206', 'Puqueldón'],
      ['10207', 'Queilén'],
      ['10208', 'Quellón'],
      ['10209', 'Quemchi'],
      ['10210', 'Quinchao'],
    ]),
    province('103', 'Osorno', [
      ['10301', 'Osorno'],
      ['10302', 'Puerto Octay'],
      ['10303', 'Purranque'],
      ['10304', 'Puyehue'],
      ['10305', 'Río Negro'],
      ['10306', 'San Juan de la Costa'],
      ['10307', 'San Pablo'],
    ]),
    province('104', 'Palena', [
      ['10401', 'Chaitén'],
      ['10402', 'Futaleufú'],
      ['10403', 'Hualaihué'],
      ['10404', 'Palena'],
    ]),
  ]),
  region('11', 'XI', 'Aysén del General Carlos Ibáñez del Campo', [
    province('111', 'Coyhaique', [
      ['11101', 'Coyhaique'],
      ['11102', 'Lago Verde'],
    ]),
    province('112', 'Aysén', [
      ['11201', 'Aysén'],
      ['11202', 'Cisnes'],
      ['11203', 'Guaitecas'],
    ]),
    province('113', 'Capitán Prat', [
      ['11301', 'Cochrane'],
      ['11302', "O'Higgins"],
      ['11303', 'Tortel'],
    ]),
    province('114', 'General Carrera', [
      ['11401', 'Chile Chico'],
      ['11402', 'Río Ibáñez'],
    ]),
  ]),
  region('12', 'XII', 'Magallanes y de la Antártica Chilena', [
    province('121', 'Magallanes', [
      ['12101', 'Punta Arenas'],
      ['12102', 'Laguna Blanca'],
      ['12103', 'Río Verde'],
      ['12104', 'San Gregorio'],
    ]),
    province('122', 'Antártica Chilena', [
      ['12201', 'Cabo de Hornos'],
      ['12202', 'Antártica'],
    ]),
    province('123', 'Tierra del Fuego', [
      ['12301', 'Porvenir'],
      ['12302', 'Primavera'],
      ['12303', 'Timaukel'],
    ]),
    province('124', 'Última Esperanza', [
      ['12401', 'Natales'],
      ['12402', 'Torres del Paine'],
    ]),
  ]),
];
