import type { DiscAgeGroup, DiscQuestion } from './types';

/**
 * DiSC question banks: Simplify's own wording (see docs/decisions/0004).
 * Each answer maps to one style: dominant, influential, supportive or cautious.
 * The key order of `answers` is the display order and is varied so no style is always first.
 *
 * '6-12' uses a child's world (friends, games, class, family) in words a parent can read aloud.
 * '13+' covers teens and adults (teams, work or school, conflict, decisions, plans).
 */

const CHILD: readonly DiscQuestion[] = [
  {
    id: 'dc-c-01',
    category: 'Working with others',
    question: 'When you play a game with friends, what do you like to do most?',
    answers: {
      dominant: 'Be the leader and decide how we play',
      influential: 'Make everyone laugh and keep it fun',
      supportive: 'Make sure everyone gets a turn',
      cautious: 'Make sure everyone plays by the rules',
    },
  },
  {
    id: 'dc-c-02',
    category: 'Making decisions',
    question: 'Your family is choosing a movie to watch together. What do you do?',
    answers: {
      influential: 'Get everyone excited about a fun one',
      supportive: 'Go along with what the others want',
      cautious: 'Read about the choices to find the best one',
      dominant: 'Pick one quickly and say so',
    },
  },
  {
    id: 'dc-c-03',
    category: 'Handling change',
    question: 'Your teacher says there will be new seats in class tomorrow. How do you feel?',
    answers: {
      supportive: 'A bit worried, because I liked where I was',
      cautious: 'I want to know exactly where I will sit and why',
      dominant: 'Fine. I will ask to sit where I want',
      influential: 'Excited to sit next to someone new',
    },
  },
  {
    id: 'dc-c-04',
    category: 'Communication',
    question: 'How do you like to tell other people about your ideas?',
    answers: {
      cautious: 'I think it through first, then explain it carefully',
      dominant: 'I say it straight away, loud and clear',
      influential: 'I tell it like an exciting story',
      supportive: 'I share it quietly with one friend first',
    },
  },
  {
    id: 'dc-c-05',
    category: 'Under pressure',
    question: 'You have lots of homework and not much time. What do you do?',
    answers: {
      dominant: 'Jump into the hardest part right away',
      cautious: 'Make a plan of what to do first, second and third',
      supportive: 'Ask a grown-up to sit with me while I work through it',
      influential: 'Make it fun, like racing a timer',
    },
  },
  {
    id: 'dc-c-06',
    category: 'Working with others',
    question: 'You are doing a group project at school. Which job do you want?',
    answers: {
      influential: 'Showing our project to the class',
      dominant: 'Being in charge of the group',
      cautious: 'Checking that all the facts are right',
      supportive: 'Helping whoever needs a hand',
    },
  },
  {
    id: 'dc-c-07',
    category: 'Helping others',
    question: 'A friend looks sad at recess. What do you do?',
    answers: {
      supportive: 'Sit with them and listen',
      influential: 'Try to cheer them up with a joke or a game',
      dominant: 'Try to fix the problem for them',
      cautious: 'Ask questions to find out what went wrong',
    },
  },
  {
    id: 'dc-c-08',
    category: 'Trying new things',
    question: 'You get a brand-new board game. What do you do first?',
    answers: {
      cautious: 'Read all the rules before we start',
      supportive: 'Wait for someone to show me how to play',
      influential: 'Invite everyone to come and play',
      dominant: 'Start playing and try to win',
    },
  },
  {
    id: 'dc-c-09',
    category: 'Under pressure',
    question: 'You lose a game you really wanted to win. How do you feel?',
    answers: {
      dominant: 'I want a rematch right now so I can win',
      supportive: 'It is okay. I do not want anyone to feel bad',
      influential: 'Fine, because playing with my friends was the fun part',
      cautious: 'I think about what I could do better next time',
    },
  },
  {
    id: 'dc-c-10',
    category: 'Having fun',
    question: 'What would make a perfect weekend for you?',
    answers: {
      influential: 'A big party with lots of friends',
      cautious: 'Working on a project, like a model or a big puzzle',
      dominant: 'Winning a contest or trying something daring',
      supportive: 'A cozy day at home with my family',
    },
  },
  {
    id: 'dc-c-11',
    category: 'Handling change',
    question: 'Your family wants to move the furniture around in your room. What do you think?',
    answers: {
      supportive: 'I liked it the way it was',
      dominant: 'I want to choose where everything goes',
      cautious: 'I want to plan it so everything fits just right',
      influential: 'Fun! Let us make it look cool and show my friends',
    },
  },
  {
    id: 'dc-c-12',
    category: 'Getting things done',
    question: 'When you clean your room, how do you do it?',
    answers: {
      cautious: 'I put everything back in its exact spot',
      influential: 'I put on music and make it into a game',
      supportive: 'Slowly and steadily, the same way I always do',
      dominant: 'Fast, so I can get on with something else',
    },
  },
  {
    id: 'dc-c-13',
    category: 'Making decisions',
    question: 'Your class is voting on a name for the class pet. What do you do?',
    answers: {
      dominant: 'Suggest my idea and try to get people to vote for it',
      influential: 'Come up with a funny name everyone will love',
      cautious: 'Think about which name really fits the pet',
      supportive: 'Vote for the name most people like',
    },
  },
  {
    id: 'dc-c-14',
    category: 'Communication',
    question: 'You meet a new kid at the park. What do you do?',
    answers: {
      influential: 'Say hi and start chatting right away',
      supportive: 'Smile and wait for them to talk to me',
      dominant: 'Ask them to join the game I am playing',
      cautious: 'Watch for a while before I say much',
    },
  },
  {
    id: 'dc-c-15',
    category: 'Working with others',
    question: 'Two of your friends are arguing. What do you do?',
    answers: {
      supportive: 'Help them calm down and make up',
      cautious: 'Work out who is right by looking at what really happened',
      influential: 'Get them laughing about something else',
      dominant: 'Tell them to stop and sort it out',
    },
  },
  {
    id: 'dc-c-16',
    category: 'Under pressure',
    question: 'Your teacher hands back your work with a mistake marked. What do you do?',
    answers: {
      cautious: 'Look closely so I understand exactly what I got wrong',
      dominant: 'Fix it fast and move on',
      supportive: 'Feel a bit upset and quietly ask for help',
      influential: 'Shrug it off and go and talk to my friends',
    },
  },
  {
    id: 'dc-c-17',
    category: 'What I enjoy',
    question: 'What do you like most about school?',
    answers: {
      dominant: 'Being first to finish or getting the top score',
      supportive: 'Seeing my friends and my teacher every day',
      cautious: 'Learning new facts and getting answers right',
      influential: 'Recess, clubs and talking with friends',
    },
  },
  {
    id: 'dc-c-18',
    category: 'Handling change',
    question: 'Your playdate gets cancelled at the last minute. What do you do?',
    answers: {
      influential: 'Call another friend to play instead',
      dominant: 'Make a new plan for the afternoon right away',
      supportive: 'Feel sad, then do something cozy at home',
      cautious: 'Ask why, and when we can do it instead',
    },
  },
  {
    id: 'dc-c-19',
    category: 'Helping others',
    question: 'A grown-up asks you to help look after some younger kids. How do you feel?',
    answers: {
      supportive: 'Happy. I like being kind and patient with them',
      cautious: 'Good, as long as I know exactly what I should do',
      dominant: 'Great, I get to be in charge',
      influential: 'Fun! I will make up games for them',
    },
  },
  {
    id: 'dc-c-20',
    category: 'Getting things done',
    question: 'You are making something for the school art show. How do you go about it?',
    answers: {
      cautious: 'Plan it carefully and get every detail just right',
      supportive: 'Take my time and ask a friend to work on it with me',
      dominant: 'Pick a big, bold idea and go for it',
      influential: 'Make something bright that everyone will talk about',
    },
  },
];

const ADULT: readonly DiscQuestion[] = [
  {
    id: 'dc-a-01',
    category: 'Working with others',
    question: 'Your team is starting a new project. What do you naturally do first?',
    answers: {
      dominant: 'Set the goal and push to get things moving',
      influential: 'Get people excited and throw out ideas',
      supportive: 'Check that everyone is comfortable with their part',
      cautious: 'Map out the steps and what could go wrong',
    },
  },
  {
    id: 'dc-a-02',
    category: 'Making decisions',
    question: 'You have to make an important decision quickly. How do you approach it?',
    answers: {
      influential: 'Talk it over with people and go with what feels right',
      supportive: 'Take what time I can and think about how it affects others',
      cautious: 'Gather the facts and weigh up the options',
      dominant: 'Decide and act; I can adjust later if needed',
    },
  },
  {
    id: 'dc-a-03',
    category: 'Handling change',
    question: 'Your school or workplace announces a big change to how things are done. What is your first reaction?',
    answers: {
      supportive: 'I would like time to adjust and to see how it affects people',
      cautious: 'I want the details and the reasoning behind it',
      dominant: 'Fine. I look for how I can use it to move ahead',
      influential: 'I am curious and start talking about it with everyone',
    },
  },
  {
    id: 'dc-a-04',
    category: 'Communication',
    question: 'In a meeting or class discussion, how do you usually contribute?',
    answers: {
      cautious: 'I ask precise questions and point out gaps',
      dominant: 'I state my view directly and push for a decision',
      influential: 'I share ideas and keep the energy up',
      supportive: "I listen carefully and back up other people's points",
    },
  },
  {
    id: 'dc-a-05',
    category: 'Handling conflict',
    question: 'Someone disagrees with you in front of others. What do you do?',
    answers: {
      dominant: 'Address it head-on and argue my case',
      cautious: 'Lay out the evidence calmly',
      supportive: 'Look for common ground and keep the peace',
      influential: 'Use some humor and try to win them over',
    },
  },
  {
    id: 'dc-a-06',
    category: 'Under pressure',
    question: 'A deadline is suddenly moved forward. How do you respond?',
    answers: {
      influential: 'Rally people and keep spirits up',
      dominant: 'Take control and cut whatever is not essential',
      cautious: 'Re-plan carefully so quality does not slip',
      supportive: 'Stay steady and help others with their share',
    },
  },
  {
    id: 'dc-a-07',
    category: 'Plans',
    question: 'How do you like to plan a weekend away or a family trip?',
    answers: {
      supportive: 'Choose somewhere familiar where everyone will be comfortable',
      influential: 'Fill it with social events and new experiences',
      dominant: 'Set a challenge, like reaching a summit or a new personal best',
      cautious: 'Research everything and build a detailed itinerary',
    },
  },
  {
    id: 'dc-a-08',
    category: 'At work or school',
    question: 'What kind of environment brings out your best work?',
    answers: {
      cautious: 'Clear standards, quiet focus and time to get it right',
      supportive: 'A stable, friendly team with predictable routines',
      influential: 'Lively, social and full of variety',
      dominant: 'Fast-paced, with room to lead and to win',
    },
  },
  {
    id: 'dc-a-09',
    category: 'Making decisions',
    question: 'A group you are in cannot agree. What do you usually do?',
    answers: {
      dominant: 'Make the call so we can move on',
      supportive: 'Help everyone feel heard before we decide',
      influential: 'Pitch an idea that gets people on board',
      cautious: 'Suggest we compare the options against clear criteria',
    },
  },
  {
    id: 'dc-a-10',
    category: 'Communication',
    question: 'How do you prefer to receive important news?',
    answers: {
      influential: 'In person, with room to talk it over',
      cautious: 'In writing, with all the details',
      dominant: 'Short and to the point',
      supportive: 'Gently, with some time to take it in',
    },
  },
  {
    id: 'dc-a-11',
    category: 'Handling change',
    question: 'A friend suggests a last-minute change to your plans. How do you feel?',
    answers: {
      supportive: 'I would rather stick to what we agreed',
      dominant: 'Fine, if the new plan is better',
      cautious: 'I want to think through what the change means first',
      influential: 'Great, spontaneous plans are fun',
    },
  },
  {
    id: 'dc-a-12',
    category: 'Under pressure',
    question: 'When you are stressed, what do other people tend to notice?',
    answers: {
      cautious: 'I go quiet, get critical and focus on details',
      influential: 'I talk more and can get scattered',
      supportive: 'I go along with things even when I disagree',
      dominant: 'I become blunt and impatient',
    },
  },
  {
    id: 'dc-a-13',
    category: 'Working with others',
    question: 'What frustrates you most when working in a team?',
    answers: {
      dominant: 'Slow progress and endless discussion',
      influential: 'A flat atmosphere where nobody shares ideas',
      cautious: 'Sloppy work and careless mistakes',
      supportive: 'Tension and people not getting along',
    },
  },
  {
    id: 'dc-a-14',
    category: 'What motivates me',
    question: 'What kind of recognition means the most to you?',
    answers: {
      influential: 'Public praise and being appreciated by the group',
      supportive: 'A sincere, personal thank-you for being dependable',
      dominant: 'Results, new challenges and more responsibility',
      cautious: 'Acknowledgment that my work was accurate and high quality',
    },
  },
  {
    id: 'dc-a-15',
    category: 'Handling conflict',
    question: 'Two people you know well are in a conflict. What is your role?',
    answers: {
      supportive: 'Listen to both and help them reconcile',
      cautious: 'Look at the facts to see what actually happened',
      influential: 'Lighten the mood and get them talking again',
      dominant: 'Tell them plainly to sort it out',
    },
  },
  {
    id: 'dc-a-16',
    category: 'At work or school',
    question: 'You are handed a task with vague instructions. What do you do?',
    answers: {
      cautious: 'Ask for clear specifications before I start',
      dominant: 'Decide what the result should be and get going',
      supportive: 'Check with others how it is usually done',
      influential: 'Brainstorm with people and see what comes up',
    },
  },
  {
    id: 'dc-a-17',
    category: 'Making decisions',
    question: 'You are buying something expensive. How do you decide?',
    answers: {
      dominant: 'I know what I want and I buy it',
      supportive: 'I choose something proven, often what people I trust use',
      cautious: 'I compare reviews, specifications and prices in detail',
      influential: 'I go with what excites me and what friends recommend',
    },
  },
  {
    id: 'dc-a-18',
    category: 'Plans',
    question: 'How do you handle a long-term goal, like saving up or training for an event?',
    answers: {
      influential: 'Share it with friends so they keep me motivated',
      dominant: 'Set an ambitious target and push hard',
      supportive: 'Build a steady routine and stick to it',
      cautious: 'Track my progress carefully with a plan and numbers',
    },
  },
  {
    id: 'dc-a-19',
    category: 'Under pressure',
    question: 'Something goes wrong at the last minute on a shared task. What do you do first?',
    answers: {
      supportive: 'Reassure the others and keep things calm',
      cautious: 'Find the cause before changing anything',
      dominant: 'Take charge and fix it',
      influential: 'Get everyone together to brainstorm a way out',
    },
  },
  {
    id: 'dc-a-20',
    category: 'Communication',
    question: 'How would people who know you describe the way you talk?',
    answers: {
      cautious: 'Precise and thoughtful',
      supportive: 'Warm, patient and a good listener',
      dominant: 'Direct and confident',
      influential: 'Enthusiastic and expressive',
    },
  },
];

export const DISC_QUESTIONS: Record<DiscAgeGroup, readonly DiscQuestion[]> = {
  '6-12': CHILD,
  '13+': ADULT,
};
