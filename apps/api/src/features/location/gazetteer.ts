/**
 * The embedded place list behind the location routes: Gujarat's cities and district towns, and
 * the localities of Ahmedabad, Surat, Vadodara and Rajkot where most users build. Coordinates are
 * approximate centres (to about 0.01°, enough to name the nearest place); a city's pincode is
 * its head post office's, a locality's its own; null where we have none we are sure of.
 */
export interface Place {
  /** Stable id: `gz:` + slug. */
  id: string;
  name: string;
  kind: 'city' | 'locality';
  /** The city a locality belongs to; the city itself for a city. */
  city: string;
  pincode: string | null;
  latitude: number;
  longitude: number;
  /** Other spellings and the Gujarati name, for search. */
  aliases: readonly string[];
}

export const STATE = 'Gujarat';
export const COUNTRY = 'India';

type Row = [name: string, latitude: number, longitude: number, pincode: string | null, aliases?: string[]];

const CITIES: Row[] = [
  ['Ahmedabad', 23.0225, 72.5714, '380001', ['Amdavad', 'અમદાવાદ']],
  ['Surat', 21.1702, 72.8311, '395003', ['સુરત']],
  ['Vadodara', 22.3072, 73.1812, '390001', ['Baroda', 'વડોદરા']],
  ['Rajkot', 22.3039, 70.8022, '360001', ['રાજકોટ']],
  ['Gandhinagar', 23.2156, 72.6369, '382010', ['ગાંધીનગર']],
  ['Bhavnagar', 21.7645, 72.1519, '364001', ['ભાવનગર']],
  ['Jamnagar', 22.4707, 70.0577, '361001', ['જામનગર']],
  ['Junagadh', 21.5222, 70.4579, '362001', ['જૂનાગઢ']],
  ['Anand', 22.5645, 72.9289, '388001', ['આણંદ']],
  ['Nadiad', 22.6916, 72.8634, '387001', ['નડિયાદ']],
  ['Mehsana', 23.588, 72.3693, '384001', ['Mahesana', 'મહેસાણા']],
  ['Bharuch', 21.7051, 72.9959, '392001', ['ભરૂચ']],
  ['Ankleshwar', 21.6264, 73.0152, '393001', ['અંકલેશ્વર']],
  ['Navsari', 20.9467, 72.952, '396445', ['નવસારી']],
  ['Valsad', 20.5992, 72.9342, '396001', ['વલસાડ']],
  ['Vapi', 20.3893, 72.9106, '396191', ['વાપી']],
  ['Morbi', 22.8173, 70.8377, '363641', ['Morvi', 'મોરબી']],
  ['Gandhidham', 23.0753, 70.1337, '370201', ['ગાંધીધામ']],
  ['Bhuj', 23.242, 69.6669, '370001', ['ભુજ']],
  ['Mundra', 22.839, 69.722, '370421', ['મુન્દ્રા']],
  ['Porbandar', 21.6417, 69.6293, '360575', ['પોરબંદર']],
  ['Dwarka', 22.2442, 68.9685, '361335', ['દ્વારકા']],
  ['Palanpur', 24.1725, 72.4381, '385001', ['પાલનપુર']],
  ['Patan', 23.8493, 72.1266, '384265', ['પાટણ']],
  ['Himmatnagar', 23.5986, 72.9629, '383001', ['હિંમતનગર']],
  ['Godhra', 22.7788, 73.6143, '389001', ['ગોધરા']],
  ['Dahod', 22.8345, 74.2531, '389151', ['દાહોદ']],
  ['Surendranagar', 22.7196, 71.6369, '363001', ['સુરેન્દ્રનગર']],
  ['Amreli', 21.6032, 71.2221, '365601', ['અમરેલી']],
  ['Botad', 22.1704, 71.6684, '364710', ['બોટાદ']],
  ['Veraval', 20.9159, 70.3629, '362265', ['વેરાવળ']],
  ['Gondal', 21.9612, 70.7939, '360311', ['ગોંડલ']],
  ['Jetpur', 21.7548, 70.6235, '360370', ['જેતપુર']],
  ['Kalol', 23.2464, 72.5, '382721', ['કલોલ']],
  ['Sanand', 22.992, 72.381, '382110', ['સાણંદ']],
  ['Dholera', 22.25, 72.195, '382455', ['ધોલેરા']],
];

const LOCALITIES: Record<string, Row[]> = {
  Ahmedabad: [
    ['Kalupur', 23.03, 72.6, '380001'],
    ['Navrangpura', 23.0365, 72.5611, '380009', ['નવરંગપુરા']],
    ['Ellisbridge', 23.0225, 72.563, '380006'],
    ['Paldi', 23.012, 72.562, '380007'],
    ['Maninagar', 22.9962, 72.603, '380008', ['મણિનગર']],
    ['Sabarmati', 23.08, 72.585, '380005'],
    ['Satellite', 23.03, 72.5176, '380015', ['સેટેલાઇટ']],
    ['Vastrapur', 23.0373, 72.529, '380015', ['વસ્ત્રાપુર']],
    ['Prahlad Nagar', 23.012, 72.5108, '380015'],
    ['Bodakdev', 23.0395, 72.5066, '380054', ['બોડકદેવ']],
    ['Thaltej', 23.0497, 72.5117, '380059', ['થલતેજ', 'SG Highway']],
    ['Ghatlodia', 23.06, 72.54, '380061'],
    ['Bopal', 23.0338, 72.4636, '380058', ['બોપલ']],
    ['Shela', 23.005, 72.45, null],
    ['Gota', 23.1031, 72.5409, '382481', ['ગોતા']],
    ['Chandkheda', 23.1096, 72.585, '382424', ['ચાંદખેડા']],
    ['Naroda', 23.0685, 72.6536, '382330', ['નરોડા']],
    ['Nikol', 23.047, 72.668, '382350', ['નિકોલ']],
    ['Vastral', 23.0, 72.665, '382418'],
  ],
  Surat: [
    ['Athwa', 21.18, 72.81, '395001'],
    ['Vesu', 21.1418, 72.7709, '395007', ['વેસુ']],
    ['Piplod', 21.156, 72.775, '395007'],
    ['Althan', 21.147, 72.8, '395017'],
    ['Adajan', 21.1959, 72.7933, '395009', ['અડાજણ']],
    ['Pal', 21.2, 72.765, null],
    ['Varachha', 21.21, 72.855, '395006', ['વરાછા']],
    ['Katargam', 21.229, 72.83, '395004', ['કતારગામ']],
    ['Udhna', 21.17, 72.843, '394210', ['ઉધના']],
    ['Dumas', 21.09, 72.72, '394550'],
  ],
  Vadodara: [
    ['Sayajigunj', 22.311, 73.18, '390005'],
    ['Fatehgunj', 22.32, 73.185, '390002'],
    ['Alkapuri', 22.31, 73.17, '390007', ['અલકાપુરી']],
    ['Akota', 22.295, 73.165, '390020'],
    ['Gotri', 22.315, 73.14, '390021', ['ગોત્રી']],
    ['Karelibaug', 22.32, 73.2, '390018'],
    ['Manjalpur', 22.27, 73.19, '390011', ['માંજલપુર']],
    ['Vasna-Bhayli', 22.29, 73.13, null],
  ],
  Rajkot: [
    ['Gondal Road', 22.275, 70.8, '360002'],
    ['Kuvadva Road', 22.31, 70.83, '360003'],
    ['Mavdi', 22.26, 70.785, '360004'],
    ['Kalawad Road', 22.28, 70.775, '360005'],
    ['University Road', 22.29, 70.77, '360005'],
    ['Raiya Road', 22.3, 70.775, '360007'],
  ],
  Gandhinagar: [['GIFT City', 23.16, 72.68, '382355', ['Gujarat International Finance Tec-City']]],
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const place = (kind: Place['kind'], city: string, [name, latitude, longitude, pincode, aliases = []]: Row): Place => ({
  id: kind === 'city' ? `gz:${slug(name)}` : `gz:${slug(city)}-${slug(name)}`,
  name,
  kind,
  city,
  pincode,
  latitude,
  longitude,
  aliases,
});

/** Cities first (in the order above: the largest first), then localities. */
export const PLACES: readonly Place[] = [
  ...CITIES.map((row) => place('city', row[0], row)),
  ...Object.entries(LOCALITIES).flatMap(([city, rows]) => rows.map((row) => place('locality', city, row))),
];

/** Roughly the state's extent: a point inside with no place near is still "Gujarat". */
export const GUJARAT_BOUNDS = { south: 20.1, north: 24.7, west: 68.1, east: 74.5 } as const;
