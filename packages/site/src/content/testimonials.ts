/** A customer's words on the home page. */
export interface Testimonial {
  name: string;
  text: string;
  location?: string;
  vehicle?: string;
}

/** The three fixed testimonials (spec: "Testimonials (3 fixed entries)"). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'James W.',
    location: 'Highcliffe',
    vehicle: 'Porsche 911 Carrera',
    text: 'The paint correction and ceramic coating have transformed my 911. Years of swirls are gone and it beads like new after every wash. Meticulous work and honest advice throughout.',
  },
  {
    name: 'Sarah M.',
    location: 'Ringwood',
    vehicle: 'Volvo XC90',
    text: 'Three children and a spaniel had taken their toll on our XC90. The interior detail was done on our drive while I worked from home, and it looks and smells like a new car again.',
  },
  {
    name: 'David T.',
    location: 'Lymington',
    vehicle: 'Land Rover Defender',
    text: 'I have the maintenance detail every six weeks and the Defender has never looked better. Always on time, always careful, and they treat the car as if it were their own.',
  },
];
