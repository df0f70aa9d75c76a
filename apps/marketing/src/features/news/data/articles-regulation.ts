import type { TNewsArticle } from '@app/sdk/contracts';

/**
 * Articles 1–5: reading the rules. Written as guides and analysis, not as reports of official
 * figures: the regulations change by notification, so every article sends the reader to the
 * current notified text for numbers.
 */
export const regulationArticles: TNewsArticle[] = [
  {
    id: 1,
    slug: 'reading-fsi-rules-before-buying-a-plot',
    type: 'product',
    category: 'Guides',
    title: 'How to Read FSI Rules Before You Buy a Plot in Gujarat',
    excerpt:
      'Floor space index decides how much you can build, but the number on a brochure is rarely the whole story. A step-by-step way to check it yourself.',
    content: [
      'Floor space index (FSI) is the ratio between the total built-up floor area you may construct and the area of the plot. It is the single figure that most shapes what a plot is worth to a developer, and it is also the figure most often misunderstood by buyers who hear it second-hand.',
      "Start with the zone. Gujarat's development control regulations assign every plot to a zone in the development plan of its authority, and the base FSI follows from that zone. A plot on the edge of a town-planning scheme can sit in a different zone from its neighbour across the road, so always check the zone of the survey or final plot number itself rather than the locality.",
      'Next, separate base FSI from chargeable FSI. In many zones the regulations allow additional floor area on payment of a premium, and some areas near transit corridors or in special zones have their own ceilings. A seller who quotes the maximum achievable FSI without mentioning the premium is describing a cost, not an entitlement.',
      'Then look at what does not count. Staircases, lift wells, certain balconies, parking floors and service areas are treated differently under the rules, and the exclusions change the usable area far more than people expect. Two designs with the same FSI can offer very different saleable areas.',
      'Finally, check the road width and plot frontage. Height limits, setbacks and even the permissible FSI can depend on the width of the road the plot abuts. A plot that looks generous on paper can lose much of its potential to a narrow access road.',
      'Our regulation assistant can walk through these questions for a specific plot and cite the clauses it relies on, but treat any answer as a starting point. Before you commit money, confirm the zone and the current notified regulations with the development authority or a licensed architect.',
    ].join('\n\n'),
    date: 'March 18, 2025',
    author: 'Regulations Desk',
    readTime: '6 min read',
    image: '/news/guides.svg',
    featured: true,
  },
  {
    id: 2,
    slug: 'setbacks-and-margins-what-architects-check-first',
    type: 'product',
    category: 'Regulations',
    title: 'Setbacks and Margins: What Architects Check First',
    excerpt:
      'Margins look like simple distances on a drawing, yet they are behind many returned plan submissions. Here is the order in which experienced architects check them.',
    content: [
      'Setbacks, often called margins in Gujarat, are the open spaces a building must leave between itself and the plot boundary. They exist for light, ventilation, fire-tender access and privacy, and they are one of the first things a scrutiny officer measures.',
      'The front margin usually depends on the width of the road the plot faces, and a corner plot faces two roads. Architects therefore begin by establishing which sides count as fronts, because a corner plot can lose a surprising amount of buildable width once both road margins are applied.',
      'Side and rear margins commonly grow with building height. A design that works at four floors may need a deeper footprint change at seven, so it is worth fixing the intended height before the layout rather than after.',
      'Projections are the next trap. Chajjas, balconies, architectural features and staircases may or may not be allowed inside the margin, and each has its own limit. Many returned submissions are not about the building line at all but about a projection that crosses it.',
      'Lastly, architects check what has to stay open inside the margin: driveways, fire-tender paths and sometimes tree planting or rainwater structures. A margin that is technically wide enough but filled with ramps can still fail review.',
      'Because the numbers depend on zone, height and road width together, we recommend recording all three at the start of a project. Ask the assistant with those details and it will point to the relevant clauses; your architect should confirm them against the current notified regulations.',
    ].join('\n\n'),
    date: 'February 24, 2025',
    author: 'Regulations Desk',
    readTime: '5 min read',
    image: '/news/regulations.svg',
    featured: true,
  },
  {
    id: 3,
    slug: 'building-near-ahmedabad-transit-corridors',
    type: 'local',
    category: 'Smart Cities',
    title: "Building Near Ahmedabad's Transit Corridors: Questions to Ask",
    excerpt:
      'Plots close to metro and bus rapid transit lines are marketed on their development potential. These are the questions worth asking before you believe the pitch.',
    content: [
      'Transit-oriented development is one of the ideas shaping how Ahmedabad grows: denser, mixed-use building close to high-capacity public transport, so that more people can live and work within walking distance of a station.',
      'For a plot owner the attraction is clear. Regulations in transit-oriented zones can permit more floor area than the surrounding area, usually through chargeable FSI. For a buyer the question is how much of that potential is real for a particular plot.',
      'First, is the plot actually inside the notified zone? Corridor maps have defined boundaries, and being a short walk from a station is not the same as being within them. Ask for the plot to be checked against the current development plan.',
      'Second, what does the extra area cost? Premium FSI is paid for, and the rate and terms are set by the authority. Run the numbers for the finished project rather than assuming that more floor area always means more profit.',
      'Third, can the site support the density? Road access, parking rules, fire access and the capacity of local services all limit what can sensibly be built. A tall building on a narrow lane may meet the FSI rules and still be hard to approve or sell.',
      'Transit corridors are a real opportunity for the city and for builders who plan carefully. The safest approach is to treat every marketing claim as a hypothesis, and to verify it plot by plot with the authority and a qualified professional.',
    ].join('\n\n'),
    date: 'April 7, 2025',
    author: 'Urban Development Desk',
    readTime: '5 min read',
    image: '/news/smart-cities.svg',
    featured: true,
  },
  {
    id: 4,
    slug: 'parking-requirements-common-plan-mistakes',
    type: 'local',
    category: 'Regulations',
    title: 'Parking Requirements in Practice: Common Mistakes in Plan Submissions',
    excerpt:
      'Parking rules are easy to read and surprisingly easy to get wrong. A look at the errors that most often send drawings back for revision.',
    content: [
      'Every building permission application in Gujarat has to show that the project provides the parking the regulations require for its use and size. The calculation itself is straightforward; the mistakes happen in the details around it.',
      'The most common error is using the wrong basis. Requirements may be tied to built-up area, to the number of units or to the use of each floor, and mixed-use buildings need each part calculated separately. A shop floor under apartments cannot borrow the residential rate.',
      'The second is counting spaces that cannot actually be used. Car spaces need minimum dimensions, and the aisles and ramps that serve them have their own widths and slopes. A layout that fits the right number of rectangles but leaves no room to turn will not pass.',
      'Visitor parking and two-wheeler parking are often treated as an afterthought. Where the rules call for them they are part of the requirement, not an extra, and they need to appear clearly on the drawings.',
      'Finally, parking areas interact with other rules. Stilt and basement parking affect height and FSI calculations differently, and ramps may not be allowed to encroach on margins. Change one and the others may need to be checked again.',
      'A quick way to catch these issues early is to describe the project to the regulation assistant and ask it to list the parking clauses that apply. It will cite the sections so your architect can check the calculation against the current notified text.',
    ].join('\n\n'),
    date: 'January 29, 2025',
    author: 'Regulations Desk',
    readTime: '4 min read',
    image: '/news/regulations.svg',
    featured: false,
  },
  {
    id: 5,
    slug: 'rera-registration-checklist-for-developers',
    type: 'local',
    category: 'Policy',
    title: 'RERA Registration in Gujarat: A Practical Checklist for Developers',
    excerpt:
      'Registering a project with the real estate regulator is mostly about preparation. A checklist of the documents and decisions to settle before you start the application.',
    content: [
      'The Real Estate (Regulation and Development) Act requires most residential and commercial projects above a threshold size to be registered with the state regulator before they are advertised or sold. In Gujarat that regulator is GujRERA.',
      'The application itself is filed online, but the work lies in assembling consistent information. Start with title: the land documents, any development agreement with the land owner, and a clear statement of encumbrances.',
      'Next come the approvals. The sanctioned plans, the building permission and the layout approved by the development authority should match what you intend to sell. If the plan is likely to change, settle that before registration rather than after.',
      'Then the commercial details: the carpet area of each unit type, the proposed completion date, the separate bank account into which a share of buyer payments must go, and the details of architects, engineers and contractors on the project.',
      "Many delays come from small mismatches: a unit area that differs between the brochure and the sanctioned plan, or a completion date that conflicts with the construction schedule. A single internal sheet that every document is checked against saves weeks.",
      'This checklist is a planning aid, not legal advice. Procedures and fees are set by the regulator and can change, so confirm the current requirements on the GujRERA portal or with a professional before filing.',
    ].join('\n\n'),
    date: 'May 12, 2025',
    author: 'Policy Desk',
    readTime: '6 min read',
    image: '/news/policy.svg',
    featured: true,
  },
];
